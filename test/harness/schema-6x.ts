/**
 * dnd5e 6.x movement (6.x-FACTS F2.1, PR https://github.com/foundryvtt/dnd5e/pull/7201): speeds
 * live under `movement.speeds.<type>` on characters, NPCs (`system.attributes.movement`) and race
 * items (`system.movement`). The 6.x data model itself is read from the committed facts
 * (test/fixtures/dnd5e/6.x/schema.json through test/support/dnd5e-facts.ts, whose own overlay
 * `inferred.json` supplies F2.1–F2.3); this file adds the behaviour a schema cannot express:
 * `_migrate` (old keys → `speeds`) and the `_shim` getters/setters on prepared data (the
 * active-effect key redirects are effects.ts's effectFacts).
 */
import { deprecated } from "./deprecations";
import type { ModelName } from "./schema-defaults";
import { getProperty, isPlainObject, setProperty, type Obj } from "./utils";

/** The old top-level speed keys that 6.x moves under `speeds` (its SHIM_FIELDS redirect these). */
const SPEED_KEYS = ["walk", "burrow", "climb", "fly", "jump", "swim"] as const;

/** Where a model keeps its MovementField. */
function movementPath(model: ModelName): string | null {
  if (model === "Actor.character" || model === "Actor.npc") return "attributes.movement";
  if (model === "Item.race") return "movement";
  return null;
}

/**
 * `MovementField._migrate` (F2.1): old top-level speed keys of a movement object (`walk`, `fly` …)
 * move into `speeds` (an existing `speeds` entry wins). Works on source data and on update
 * changes (expanded objects), in place; also handles `-=walk` deletion keys.
 */
export function migrateMovement(system: Obj, model: ModelName): void {
  const root = movementPath(model);
  if (!root) return;
  const movement = getProperty(system, root);
  if (!isPlainObject(movement)) return;
  const speeds: Obj = isPlainObject(movement.speeds) ? movement.speeds : {};
  let moved = false;
  for (const key of Object.keys(movement)) {
    const bare = key.replace(/^-=/, "");
    if (!(SPEED_KEYS as readonly string[]).includes(bare)) continue;
    const target = key.startsWith("-=") ? `-=${bare}` : bare;
    if (!(target in speeds)) speeds[target] = movement[key];
    Reflect.deleteProperty(movement, key);
    moved = true;
  }
  if (moved || isPlainObject(movement.speeds)) setProperty(system, `${root}.speeds`, speeds);
}

/**
 * `MovementField._shim` (F2.1): on prepared data the old keys read `speeds.<key>`; writing one
 * still works but logs dnd5e's deprecation (since DnD5e 6.0, until DnD5e 7.0). The message text
 * is the harness's; the names are dnd5e's.
 */
export function shimMovement(movement: unknown): void {
  if (!isPlainObject(movement) || !isPlainObject(movement.speeds)) return;
  const speeds = movement.speeds;
  for (const key of SPEED_KEYS) {
    Object.defineProperty(movement, key, {
      get: () => speeds[key],
      set: (value: unknown) => {
        deprecated("dnd5e", `MovementField: "movement.${key}" has moved to "movement.speeds.${key}".`, {
          since: "DnD5e 6.0",
          until: "DnD5e 7.0",
        });
        speeds[key] = value;
      },
      enumerable: false,
      configurable: true,
    });
  }
}
