/**
 * Unlinked tokens' ActorDelta data, as Foundry V11+ stores it (`TokenDocument#delta`): what the
 * token's synthetic Actor changes of its base world Actor. `name`, `img`, `system` and `flags`
 * are overrides merged over the base actor's (a `-=key` marker hides a base key the synthetic
 * actor deleted); `items` and `effects` hold full copies of the embedded documents the synthetic
 * actor created or changed, and `{_id, _tombstone: true}` for base ones it deleted.
 * canvas.ts (TokenDocument) builds the synthetic actor from this; documents.ts (Actor) writes it.
 * Not modelled: `type` and `ownership` overrides (the synthetic actor keeps the base actor's).
 */
import { deepClone, isPlainObject, mergeObject, type Obj } from "./utils";

/** The embedded collections an ActorDelta overrides, by Actor property. */
export const DELTA_COLLECTIONS = { Item: "items", ActiveEffect: "effects" } as const;
type DeltaCollection = (typeof DELTA_COLLECTIONS)[keyof typeof DELTA_COLLECTIONS];

/** Clean a token's `delta` source: the override objects and embedded lists always present. */
export function cleanDelta(data: unknown, tokenId: unknown): Obj {
  const d = isPlainObject(data) ? data : {};
  const out: Obj = {
    _id: typeof tokenId === "string" ? tokenId : null,
    system: isPlainObject(d.system) ? d.system : {},
    flags: isPlainObject(d.flags) ? d.flags : {},
    items: Array.isArray(d.items) ? d.items.filter(isPlainObject) : [],
    effects: Array.isArray(d.effects) ? d.effects.filter(isPlainObject) : [],
  };
  if (typeof d.name === "string") out.name = d.name;
  if (typeof d.img === "string") out.img = d.img;
  return out;
}

/** The synthetic actor's data: the base actor's (`toObject()`) with the delta applied. */
export function applyDelta(base: Obj, delta: Obj): Obj {
  const data = deepClone(base);
  for (const key of ["name", "img"]) if (typeof delta[key] === "string") data[key] = delta[key];
  for (const key of ["system", "flags"]) {
    const target = isPlainObject(data[key]) ? data[key] : {};
    if (isPlainObject(delta[key])) mergeObject(target, deepClone(delta[key]), { performDeletions: true });
    data[key] = target;
  }
  for (const prop of Object.values(DELTA_COLLECTIONS)) {
    const entries = (Array.isArray(data[prop]) ? data[prop] : []).filter(isPlainObject);
    const overrides = Array.isArray(delta[prop]) ? delta[prop].filter(isPlainObject) : [];
    for (const override of overrides) {
      const at = entries.findIndex((e) => e._id === override._id);
      if (override._tombstone === true) {
        if (at >= 0) entries.splice(at, 1);
      } else if (at >= 0) entries[at] = deepClone(override);
      else entries.push(deepClone(override));
    }
    data[prop] = entries;
  }
  return data;
}

/**
 * Record an update's diff (of the synthetic actor's source) in the delta: `name`/`img` replace,
 * `system`/`flags` merge key by key; a deletion removes the key from the delta and, when the base
 * actor has it, keeps a `-=key` marker. Other top-level fields (prototypeToken, folder, sort,
 * ownership, _stats) are not part of an ActorDelta and are dropped.
 */
export function writeDelta(delta: Obj, diff: Obj, base: Obj): void {
  for (const key of ["name", "img"]) if (typeof diff[key] === "string") delta[key] = diff[key];
  for (const key of ["system", "flags"]) {
    const changes = diff[key];
    if (!isPlainObject(changes)) continue;
    const target = isPlainObject(delta[key]) ? delta[key] : (delta[key] = {});
    mergeDeltaNode(target, changes, base[key]);
  }
}

function mergeDeltaNode(target: Obj, changes: Obj, base: unknown): void {
  const baseNode = isPlainObject(base) ? base : undefined;
  for (const [key, value] of Object.entries(changes)) {
    if (key.startsWith("-=")) {
      const bare = key.slice(2);
      Reflect.deleteProperty(target, bare);
      if (baseNode && bare in baseNode) target[key] = null;
      continue;
    }
    const bare = key.startsWith("==") ? key.slice(2) : key;
    Reflect.deleteProperty(target, `-=${bare}`);
    if (key === bare && isPlainObject(value)) {
      const node = isPlainObject(target[bare]) ? target[bare] : (target[bare] = {});
      mergeDeltaNode(node, value, baseNode?.[bare]);
    } else target[bare] = deepClone(value);
  }
}

/**
 * Record an embedded document of the synthetic actor (created, changed, or deleted) in the delta:
 * its full source, or a tombstone when the base actor has one of that id and it was deleted.
 */
export function recordEmbedded(
  delta: Obj,
  prop: DeltaCollection,
  id: string,
  source: Obj | null,
  baseHasIt: boolean,
): void {
  const entries = (Array.isArray(delta[prop]) ? delta[prop] : []).filter(
    (e): e is Obj => isPlainObject(e) && e._id !== id,
  );
  if (source) entries.push(deepClone(source));
  else if (baseHasIt) entries.push({ _id: id, _tombstone: true });
  delta[prop] = entries;
}
