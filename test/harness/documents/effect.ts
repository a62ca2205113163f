/** ActiveEffect: V13 `changes` and V14 `system.changes`, origin, suppression and targets. */
import { rt } from "../runtime";
import { deepClone, isPlainObject, mergeObject, type Obj } from "../utils";
import { migrateChangeToV14, type ChangeDataV13, type ChangeDataV14, type ChangeType } from "../effects";
import { deprecated } from "../deprecations";
import { BaseDocument } from "./base";
import { Item } from "./item";
import { registerDocumentClass } from "./registry";
import type { DocumentClass } from "./types";

/**
 * A document UUID: `Type.id` pairs, optionally inside a compendium (`Compendium.pkg.pack.Type.id`),
 * or the legacy compendium form without the type (`Compendium.pkg.pack.id`), which Foundry still
 * parses (the pack's document type is implied). dnd5e's own pack data stores legacy origins, e.g.
 * `origin: Compendium.dnd5e.spells.CKZTpZlxj7hjjo2H` on the effects of its Mage and Archmage
 * (dnd5e 5.3.3 packs/_source/monsters/humanoid/mage.yml) and Zanna (heroes/zanna-gnome-wizard.yml).
 */
const UUID_PATTERN =
  /^(Compendium\.[^.]+\.[^.]+\.([A-Z][A-Za-z]+\.)?[a-zA-Z0-9]{16}|[A-Z][A-Za-z]+\.[a-zA-Z0-9]{16})(\.[A-Z][A-Za-z]+\.[a-zA-Z0-9]{16})*$/;

/** V13 prepared `changes` per effect (set during construction, before class fields exist). */
const EFFECT_CHANGES_V13 = new WeakMap<object, ChangeDataV13[]>();

export class ActiveEffect extends BaseDocument {
  static override documentName = "ActiveEffect";
  static override metadata = { name: "ActiveEffect", collection: "effects", label: "DOCUMENT.ActiveEffect" };

  declare disabled: boolean;
  declare transfer: boolean;
  declare origin: string | null;
  declare duration: Obj;
  declare description: string;
  declare statuses: Set<string>;
  declare tint: string;

  static override migrateData(data: Obj): Obj {
    const changes = Array.isArray(data.changes) ? data.changes : [];
    if (changes.some((c) => isPlainObject(c) && c.key === "flags.dnd5e.initiativeAdv"))
      throw new Error("harness: dnd5e's migration of a flags.dnd5e.initiativeAdv change is not modelled");
    if (rt().features.generation >= 14 && Array.isArray(data.changes)) {
      // V14 migrates V13-shaped changes on load/creation into system.changes.
      const system = isPlainObject(data.system) ? data.system : {};
      const existing = Array.isArray(system.changes) ? system.changes : [];
      system.changes = [
        ...existing,
        ...data.changes.filter(isPlainObject).map((c) => migrateChangeToV14(c as unknown as ChangeDataV13)),
      ];
      data.system = system;
      delete data.changes;
    }
    return data;
  }

  override _cleanSource(data: Obj): Obj {
    const source = super._cleanSource(data);
    source.img = typeof source.img === "string" ? source.img : null;
    source.type = typeof source.type === "string" ? source.type : "base";
    source.disabled = Boolean(source.disabled ?? false);
    source.transfer = source.transfer === undefined ? true : Boolean(source.transfer);
    source.description = typeof source.description === "string" ? source.description : "";
    source.tint = typeof source.tint === "string" ? source.tint : "#ffffff";
    source.statuses = Array.isArray(source.statuses) ? source.statuses.map(String) : [];
    source.duration = mergeObject(
      Object.fromEntries(DURATION_KEYS.map((k) => [k, null])),
      isPlainObject(source.duration) ? source.duration : {},
    );
    source.origin = validateOrigin(source.origin);
    if (rt().features.generation >= 14) {
      delete source.changes;
      cleanSystemChanges(source);
    } else {
      source.changes = (Array.isArray(source.changes) ? source.changes : [])
        .filter(isPlainObject)
        .map(cleanChangeV13);
      const system = isPlainObject(source.system) ? source.system : {};
      delete system.changes;
      source.system = system;
    }
    return source;
  }

  override _postMerge(next: Obj): void {
    next.origin = validateOrigin(next.origin);
    if (rt().features.generation >= 14) cleanSystemChanges(next);
    else if (Array.isArray(next.changes))
      next.changes = next.changes.filter(isPlainObject).map(cleanChangeV13);
  }

  override _initialize(): void {
    super._initialize();
    const s = this._source;
    EFFECT_CHANGES_V13.set(
      this,
      rt().features.generation >= 14 ? [] : deepClone((s.changes as ChangeDataV13[] | undefined) ?? []),
    );
    this.disabled = Boolean(s.disabled);
    this.transfer = Boolean(s.transfer);
    this.origin = typeof s.origin === "string" ? s.origin : null;
    this.duration = deepClone((s.duration as Obj | undefined) ?? {});
    this.description = typeof s.description === "string" ? s.description : "";
    this.statuses = new Set((s.statuses as string[] | undefined) ?? []);
    this.tint = typeof s.tint === "string" ? s.tint : "#ffffff";
  }

  /**
   * V13: the numeric-mode changes. V14 keeps `changes` only as a non-enumerable deprecated getter
   * (until V16, 6.x-FACTS F3.2) that returns `system.changes` — V14-shaped (`type`, `phase`), so
   * code reading `mode` from it gets undefined — and logs core's deprecation.
   */
  get changes(): ChangeDataV13[] | undefined {
    if (rt().features.generation < 14) return EFFECT_CHANGES_V13.get(this) ?? [];
    if (rt().features.coreV14Deprecations)
      deprecated("core", "ActiveEffect#changes is deprecated in favor of ActiveEffect#system#changes.", {
        since: 14,
        until: 16,
      });
    return this.changesV14 as unknown as ChangeDataV13[];
  }

  /** V14: the changes live on `system.changes`. */
  get changesV14(): ChangeDataV14[] {
    const changes = this.system.changes;
    return Array.isArray(changes) ? (changes as ChangeDataV14[]) : [];
  }

  get isSuppressed(): boolean {
    if (this.type === "enchantment") return false;
    const parent = this.parent;
    return parent instanceof Item ? parent.areEffectsSuppressed : false;
  }

  get active(): boolean {
    return !this.disabled && !this.isSuppressed;
  }
}

function validateOrigin(origin: unknown): string | null {
  if (origin === undefined || origin === null || origin === "") return null;
  if (typeof origin !== "string" || !UUID_PATTERN.test(origin)) {
    throw new Error(
      `ActiveEffect validation errors:\n  origin: must be a valid document UUID or null, got "${String(origin)}"`,
    );
  }
  return origin;
}

const DURATION_KEYS = ["startTime", "seconds", "combat", "rounds", "turns", "startRound", "startTurn"];

/** V14: a source's `system.changes`, cleaned (the system made an object first). */
function cleanSystemChanges(source: Obj): void {
  const system = isPlainObject(source.system) ? source.system : {};
  system.changes = (Array.isArray(system.changes) ? system.changes : [])
    .filter(isPlainObject)
    .map(cleanChangeV14);
  source.system = system;
}

/** A change's key, value and priority, as both generations clean them. */
function cleanChange(change: Obj): { key: string; value: string; priority: number | null } {
  const priority = change.priority;
  return {
    key: String(change.key ?? "").trim(),
    value: String(change.value ?? ""),
    priority: priority === undefined || priority === null || priority === "" ? null : Number(priority),
  };
}

function cleanChangeV13(change: Obj): Obj {
  const mode = Number(change.mode ?? 2);
  const { key, value, priority } = cleanChange(change);
  return { key, value, mode: Number.isInteger(mode) ? mode : 2, priority };
}

const V14_TYPES: ChangeType[] = ["custom", "multiply", "add", "subtract", "downgrade", "upgrade", "override"];

function cleanChangeV14(change: Obj): Obj {
  const type = String(change.type ?? "add") as ChangeType;
  if (!V14_TYPES.includes(type))
    throw new Error(
      `ActiveEffect validation errors:\n  system.changes.type: "${type}" is not a valid choice`,
    );
  const { key, value, priority } = cleanChange(change);
  return { key, value, type, phase: change.phase === "final" ? "final" : "initial", priority };
}

registerDocumentClass("ActiveEffect", ActiveEffect as unknown as DocumentClass);
