/**
 * One effect in the shape the running Foundry stores (`EffectShape`, told by src/foundry/stack.ts). V13 stores `changes[]` with a numeric
 * `mode`; V14 stores `system.changes[]` with a string `type` and a `phase` (Foundry issue #13740,
 * breaking: other systems' ports report effects that silently do nothing). Every effect the module
 * writes at run time passes through here, and every effect it reads from a document is read here,
 * whichever shape the document has.
 */
import { isRecord } from "../rules/record";
import { ADD, type ChangeDef, type ChangeMode } from "./changes";

/** How active effects store their changes: V13 `changes[]` with numeric modes, V14 typed `system.changes`. */
export type EffectShape = "v13" | "v14";

/** A change in Foundry V14's shape (`effect.system.changes`). */
export interface ChangeV14 {
  key: string;
  type: ChangeTypeV14;
  value: string;
  phase: "initial" | "final";
  priority: number | null;
}
export type ChangeTypeV14 = "custom" | "multiply" | "add" | "downgrade" | "upgrade" | "override" | "subtract";

const MODE_TO_TYPE: Readonly<Record<ChangeMode, ChangeTypeV14>> = {
  0: "custom",
  1: "multiply",
  2: "add",
  3: "downgrade",
  4: "upgrade",
  5: "override",
};

export function toV14Change(change: ChangeDef): ChangeV14 {
  return {
    key: change.key,
    type: MODE_TO_TYPE[change.mode],
    value: change.value,
    phase: "initial",
    priority: change.priority ?? null,
  };
}

function fromV14(change: Record<string, unknown>): ChangeDef | null {
  const key = change["key"];
  if (typeof key !== "string") return null;
  const type = change["type"];
  const value = String(change["value"] ?? "");
  const priority = typeof change["priority"] === "number" ? change["priority"] : null;
  // V13 has no subtract mode; V14 migrates ADD of a negated value to it.
  if (type === "subtract") return { key, mode: ADD, value: `-${value}`, priority };
  const entry = Object.entries(MODE_TO_TYPE).find(([, t]) => t === type);
  if (!entry) return null;
  return { key, mode: Number(entry[0]) as ChangeMode, value, priority };
}

function fromV13(change: Record<string, unknown>): ChangeDef | null {
  const key = change["key"];
  const mode = Number(change["mode"]);
  if (typeof key !== "string" || !(mode in MODE_TO_TYPE)) return null;
  const priority = typeof change["priority"] === "number" ? change["priority"] : null;
  return { key, mode: mode as ChangeMode, value: String(change["value"] ?? ""), priority };
}

/** An effect source's changes, whichever generation's shape it is stored in (V14's wins when both are). */
export function readChanges(effect: Readonly<Record<string, unknown>>): ChangeDef[] {
  const system = isRecord(effect["system"]) ? effect["system"] : {};
  const v14 = system["changes"];
  if (Array.isArray(v14) && v14.length) {
    return v14.filter(isRecord).flatMap((c) => fromV14(c) ?? []);
  }
  const v13 = effect["changes"];
  return Array.isArray(v13) ? v13.filter(isRecord).flatMap((c) => fromV13(c) ?? []) : [];
}

function v13Changes(changes: readonly ChangeDef[]): Record<string, unknown>[] {
  return changes.map((c) => ({ key: c.key, mode: c.mode, value: c.value, priority: c.priority ?? null }));
}

/** The effect source with `changes` in `shape` (the other shape's list emptied). */
export function withChanges(
  effect: Readonly<Record<string, unknown>>,
  changes: readonly ChangeDef[],
  shape: EffectShape,
): Record<string, unknown> {
  const { changes: _old, ...rest } = effect;
  const system = isRecord(rest["system"]) ? { ...rest["system"] } : {};
  if (shape === "v13") {
    if ("changes" in system) system["changes"] = [];
    return { ...rest, ...(Object.keys(system).length ? { system } : {}), changes: v13Changes(changes) };
  }
  return { ...rest, system: { ...system, changes: changes.map(toV14Change) } };
}

/**
 * One effect's source in `shape`, its changes unchanged. An effect already stored that way is
 * returned as it is: a V14 change keeps its own type and phase (`subtract`, `final`), which the
 * module's V13-based change list cannot say.
 */
export function effectInShape(
  effect: Readonly<Record<string, unknown>>,
  shape: EffectShape,
): Record<string, unknown> {
  const system = isRecord(effect["system"]) ? effect["system"] : {};
  const v14 = Array.isArray(system["changes"]) && system["changes"].length > 0;
  const v13 = Array.isArray(effect["changes"]) && effect["changes"].length > 0;
  if (shape === "v14" ? !v13 : !v14) return { ...effect };
  return withChanges(effect, readChanges(effect), shape);
}

/** The update that sets an existing effect's changes, in `shape`. */
export function changesUpdate(changes: readonly ChangeDef[], shape: EffectShape): Record<string, unknown> {
  return shape === "v13" ? { changes: v13Changes(changes) } : { "system.changes": changes.map(toV14Change) };
}
