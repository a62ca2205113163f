/**
 * `foundry.utils.logCompatibilityWarning` as Foundry's console would show it, recorded per world:
 * `world.deprecations` lists every deprecated call (message, since, until) that would log.
 * dnd5e 5.3.3 hides a list of V14 warnings through `CONFIG.compatibility.excludePatterns`
 * (stacks.ts); those go to `suppressed` instead, so a test can see both sides. dnd5e 6 removed
 * that list (6.x-FACTS §8), so on the 6.x stack they are recorded.
 *
 * The harness's own fakes call `deprecated(...)` where core V14 or dnd5e 6 warn. The exact texts
 * of core's V14 messages were not available: they are written to contain the names dnd5e's
 * patterns match (`ChatMessage.applyRollMode`, `core.rollMode`, `ContextMenuEntry#name`,
 * `MeasuredTemplateDocument`, `Scene#templates` …), which is what a module author can rely on.
 */
import { CONST } from "./config";
import { rt } from "./runtime";

export interface CompatibilityOptions {
  /** CONST.COMPATIBILITY_MODES: 0 SILENT, 1 WARNING, 2 ERROR, 3 FAILURE (not modelled). */
  mode?: number;
  since?: number | string | null;
  until?: number | string | null;
  details?: string;
  stack?: boolean;
  once?: boolean;
}

export interface DeprecationRecord {
  message: string;
  since: number | string | null;
  until: number | string | null;
  /** Who deprecated it: "core" (Foundry), "dnd5e", or "other" (a module's own call). */
  by: "core" | "dnd5e" | "other";
  /** The client (user id) whose console it went to. */
  userId: string | null;
}

const { COMPATIBILITY_MODES } = CONST;

export class DeprecationRecorder {
  /** Warnings that would be shown, in order. */
  readonly records: DeprecationRecord[] = [];
  /** Warnings dnd5e's excludePatterns hid (dnd5e 5.3 on V14). */
  readonly suppressed: DeprecationRecord[] = [];

  constructor(
    readonly excludePatterns: () => readonly RegExp[],
    readonly userId: () => string | null,
  ) {}

  /** Foundry's `logCompatibilityWarning(message, {mode, since, until, details, stack, once})`. */
  log(message: string, options: CompatibilityOptions = {}, by: DeprecationRecord["by"] = "other"): void {
    const { mode = COMPATIBILITY_MODES.WARNING, since = null, until = null, once = false } = options;
    if (mode === COMPATIBILITY_MODES.SILENT) return;
    const record: DeprecationRecord = { message, since, until, by, userId: this.userId() };
    if (this.excludePatterns().some((p) => p.test(message))) {
      this.suppressed.push(record);
      return;
    }
    if (once || mode === COMPATIBILITY_MODES.FAILURE)
      throw new Error("harness: a once-only or FAILURE-mode compatibility warning is not modelled");
    this.records.push(record);
  }

  /** Records whose message matches (a substring or a pattern). */
  matching(pattern: string | RegExp): DeprecationRecord[] {
    return this.records.filter((r) =>
      typeof pattern === "string" ? r.message.includes(pattern) : pattern.test(r.message),
    );
  }

  messages(): string[] {
    return this.records.map((r) => r.message);
  }

  reset(): void {
    this.records.length = 0;
    this.suppressed.length = 0;
  }
}

/** A deprecation the harness's fake of core or dnd5e logs. */
export function deprecated(
  by: "core" | "dnd5e",
  message: string,
  options: { since: number | string; until: number | string },
): void {
  rt().deprecations.log(message, options, by);
}
