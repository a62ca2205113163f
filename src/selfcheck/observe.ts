/** What a character shows after preparation, in the shape the self-check compares. */
import { record as rec } from "../rules/record";
import type { Observed } from "./expect";

const strings = (value: unknown): string[] => {
  const list = value instanceof Set ? [...value] : Array.isArray(value) ? value : [];
  return [...new Set(list.filter((v): v is string => typeof v === "string"))].sort();
};
const positive = (value: unknown): number | null => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/** Ids of a mapping (skills, tools) whose `value` is at least proficient. */
function proficient(mapping: unknown): string[] {
  return Object.entries(rec(mapping))
    .filter(([, v]) => Number(rec(v)["value"]) >= 1)
    .map(([id]) => id)
    .sort();
}

export function observe(actor: Actor5e): Observed {
  const system = rec(actor.system);
  const attributes = rec(system["attributes"]);
  const traits = rec(system["traits"]);
  const movement = rec(attributes["movement"]);
  const abilities = Object.fromEntries(
    Object.entries(rec(system["abilities"])).map(([id, a]) => [id, Number(rec(a)["value"]) || 0]),
  );
  return {
    abilities,
    walk: positive(rec(movement["speeds"])["walk"] ?? movement["walk"]),
    darkvision: positive(rec(rec(attributes["senses"])["ranges"])["darkvision"]),
    resistances: strings(rec(traits["dr"])["value"]),
    languages: strings(rec(traits["languages"])["value"]),
    skills: proficient(system["skills"]),
    tools: proficient(system["tools"]),
    items: [...actor.items]
      .filter((i) => i.type !== "class")
      .map((i) => i.name)
      .sort(),
  };
}
