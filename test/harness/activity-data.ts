/** What dnd5e's activities are built from (activity.ts): area shapes, damage parts, targets, hooks. */
import type { BaseDocument } from "./documents";
import { rt } from "./runtime";
import { getProperty, globalValue, isPlainObject, type Obj } from "./utils";

/** `CONFIG.DND5E.areaTargetTypes[type].template` for the shapes items use. */
export const TEMPLATE_SHAPES: Record<string, string> = {
  circle: "circle",
  cone: "cone",
  cube: "rect",
  cylinder: "circle",
  line: "ray",
  radius: "circle",
  sphere: "circle",
  square: "rect",
  wall: "ray",
};
export const HAS_WIDTH = new Set(["line", "wall"]);

export function hooks(): {
  call(hook: string, ...args: unknown[]): boolean;
  callAll(hook: string, ...args: unknown[]): boolean;
} {
  return rt().hooks;
}

/** The installed `ChatMessage` class, as the activities call it. */
export function chatMessageClass(): {
  create(data: Obj): Promise<unknown>;
  getSpeaker(options: Obj): Obj;
  applyMode?(data: Obj, mode: string): Obj;
} {
  return globalValue<ReturnType<typeof chatMessageClass>>("ChatMessage")!;
}

export function numberOrNull(value: unknown): number | null {
  if (value === "" || value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export interface DamagePart {
  custom: { enabled: boolean; formula: string };
  number: number | null;
  denomination: number | null;
  bonus: string;
  types: Set<string>;
  readonly formula: string;
}

export function preparePart(source: Obj): DamagePart {
  const custom = isPlainObject(source.custom) ? source.custom : {};
  const part = {
    custom: { enabled: Boolean(custom.enabled), formula: String(custom.formula ?? "") },
    number: numberOrNull(source.number),
    denomination: numberOrNull(source.denomination),
    bonus: String(source.bonus ?? ""),
    types: new Set(Array.isArray(source.types) ? source.types.map(String) : []),
  };
  // DamageData#formula: the custom formula when enabled, else number d denomination + bonus.
  return Object.defineProperty(part, "formula", {
    get(this: typeof part): string {
      if (this.custom.enabled) return this.custom.formula;
      const dice = this.number && this.denomination ? `${this.number}d${this.denomination}` : "";
      return [dice, this.bonus].filter(Boolean).join(" + ");
    },
    enumerable: true,
  }) as DamagePart;
}

export function targetDescriptors(): Obj[] {
  const user = rt().currentUser();
  const out = new Map<string, Obj>();
  for (const token of user.targets as unknown as Set<{
    name?: string;
    actor?: BaseDocument | null;
    document?: { uuid: string };
  }>) {
    const actor = token.actor;
    if (actor)
      out.set(actor.uuid, {
        name: token.name ?? actor.name,
        img: actor.img,
        uuid: actor.uuid,
        ac: getProperty(actor.system, "attributes.ac.value") ?? null,
        ...(rt().features.typedUsageMessage ? { tokenUuid: token.document?.uuid ?? null } : {}),
      });
  }
  return [...out.values()];
}
