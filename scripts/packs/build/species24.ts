/**
 * The "species24" and "species24-features" packs ("Tegundir (2024)"): the fourteen SRD 5.2 species
 * and their features, built from src/content/species24 by the same effect, choice and grant shapes
 * as the 2014 races (./races.ts), with the SRD 5.2 source block.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../../lib/project";
import { itemNameFor } from "../../../src/content/terms/items";
import {
  FLAGS,
  LINEAGE_SPELL24_IDS,
  type LineageSpell24Key,
  MODULE_ID,
  SPECIES24_DOC_IDS,
  lineageSpell24GrantKey,
  lineageSpell24Uuid,
  species24RaceId,
} from "../../../src/content/ids";
import { getSpecies24, type Species24Def } from "../../../src/content/species24";
import { feature24Uuid, type Feature24Def } from "../../../src/content/species24/features";
import { SPECIES24_PAGE_KEYS } from "../../../src/content/text/journal";
import { species24Text } from "../../../src/content/text/species24";
import {
  ACTIVITY24_CONDITIONS,
  ACTIVITY24_NAMES,
  FEATURE24_TEXTS,
} from "../../../src/content/text/species24-features";
import { BREATH_SIZES } from "../../../src/rules/breath-maths";
import { BREATH24_DAMAGE_FORMULA } from "../../../src/rules/breath24";
import { slugify } from "../slug";
import { journalPageUuid, type JsonObject } from "./common";
import { activityId, breathSaveActivity, utilityActivity } from "./race-features";
import { raceDocumentSource } from "./races";

export { feature24Uuid };

export const SOURCE24 = {
  book: "SRD 5.2",
  page: "",
  custom: "",
  license: "CC-BY-4.0",
  rules: "2024",
} as const;

/** dnd5e's identifier for a feature: its SRD name as a slug, apostrophes dropped ("clouds-jaunt"). */
function identifierOf(srdName: string): string {
  return slugify(srdName.replace(/'/g, ""));
}

/**
 * One of the 2024 breath's two save activities, one per shape (the player picks the activity, and
 * so the shape, at each use). The damage type is empty until the ancestry choice fills it.
 */
function breath24Activity(featureId: string, shape: "cone" | "line"): JsonObject {
  const [size, width] = BREATH_SIZES[shape].m;
  const shapeIs = shape === "cone" ? "keila" : "lína";
  return breathSaveActivity({
    id: `${featureId.slice(0, 10)}${shape === "cone" ? "Cone00" : "Line00"}`,
    name: `${ACTIVITY24_NAMES.breathWeapon24 ?? ""} (${shapeIs})`,
    sort: shape === "cone" ? 0 : 100000,
    formula: BREATH24_DAMAGE_FORMULA,
    template: {
      type: shape,
      size: String(size),
      width: width === undefined ? "" : String(width),
      units: "m",
    },
    damageTypes: [],
    saveAbility: ["dex"],
  });
}

/** A feature's effect id: its id's first 11 characters and "Effct" (16, as Foundry's ids). */
function effectIdOf(featureId: string): string {
  return `${featureId.slice(0, 11)}Effct`;
}

/**
 * The effect a feature's activity offers to apply (Draconic Flight, Large Form), as dnd5e's own
 * trait item holds it: not transferred to the actor, applied from the usage card for its duration;
 * its speeds in metres, which its flags say (the drop converts them to the world's unit).
 */
function appliedEffectSource(def: Feature24Def, effect: NonNullable<Feature24Def["effect"]>): JsonObject {
  const id = effectIdOf(def.id);
  return {
    _id: id,
    _key: `!items.effects!${def.id}.${id}`,
    name: FEATURE24_TEXTS[def.key].nameIs,
    img: def.img,
    origin: null,
    transfer: false,
    disabled: false,
    duration: effect.seconds ? { seconds: effect.seconds } : { turns: effect.turns ?? null },
    changes: effect.changes.map((c) => ({
      key: c.key,
      mode: c.mode,
      value: c.value,
      priority: c.priority ?? null,
    })),
    description: "",
    statuses: [],
    flags: { [MODULE_ID]: { [FLAGS.units]: "m" } },
  };
}

/**
 * What a feature's activity adds to a plain one, as dnd5e's own trait has it: whom it is used on
 * (the user, else one creature or a space, at a range in metres), the effect it applies by id, for
 * the effect's duration when that is in minutes, and what it rolls.
 */
function activityParts(def: Feature24Def): JsonObject {
  const on = def.target;
  const minutes = def.effect?.seconds ? def.effect.seconds / 60 : null;
  const roll = def.roll && {
    custom: { enabled: false, formula: "" },
    number: def.roll.dice?.[0] ?? null,
    denomination: def.roll.dice?.[1] ?? null,
    bonus: def.roll.bonus ?? "",
    types: [...def.roll.types],
  };
  return {
    effects: def.effect ? [{ _id: effectIdOf(def.id) }] : [],
    duration: minutes
      ? { units: "minute", value: String(minutes), special: "", concentration: false, override: false }
      : { units: "inst", value: "", special: "", concentration: false, override: false },
    range: on?.metres
      ? { units: "m", value: String(on.metres), special: "", override: false }
      : { units: on ? "spec" : "self", special: "", override: false },
    target: {
      template: { count: "", contiguous: false, type: "", size: "", width: "", height: "", units: "" },
      affects: {
        count: on?.affects === "creature" ? "1" : "",
        type: on?.affects ?? "self",
        choice: false,
        special: "",
      },
      prompt: false,
      override: false,
    },
    ...(roll && def.activity === "damage"
      ? { damage: { critical: { allow: false, bonus: "" }, parts: [roll] } }
      : {}),
    ...(roll && def.activity === "heal" ? { healing: roll } : {}),
  };
}

export function feature24Source(def: Feature24Def): JsonObject {
  const text = FEATURE24_TEXTS[def.key];
  const activities: JsonObject = {};
  const list =
    def.key === "breathWeapon24"
      ? [breath24Activity(def.id, "cone"), breath24Activity(def.id, "line")]
      : def.activity
        ? [
            {
              ...utilityActivity(
                activityId(def.id),
                def.activation ?? "",
                def.uses !== undefined,
                ACTIVITY24_NAMES[def.key] ?? "",
                null,
                ACTIVITY24_CONDITIONS[def.key] ?? "",
              ),
              type: def.activity,
              ...activityParts(def),
            },
          ]
        : [];
  for (const activity of list) activities[String(activity["_id"])] = activity;
  return {
    _id: def.id,
    _key: `!items!${def.id}`,
    name: text.nameIs,
    type: "feat",
    img: def.img,
    system: {
      description: { value: text.html, chat: "" },
      identifier: identifierOf(text.srdName),
      source: { ...SOURCE24 },
      type: { value: "race", subtype: "" },
      requirements: def.species.map((id) => getSpecies24(id).nameIs).join(", "),
      uses: def.uses
        ? { max: def.uses.max, spent: 0, recovery: [{ period: def.uses.period, type: "recoverAll" }] }
        : { max: "", spent: 0, recovery: [] },
      activities,
      advancement: [],
      properties: [],
    },
    effects: def.effect ? [appliedEffectSource(def, def.effect)] : [],
    flags: { [MODULE_ID]: { [FLAGS.srdName]: text.srdName, [FLAGS.featureKey]: def.key } },
  };
}

/** dnd5e's spells24 identifiers by document id, from the committed fact fixture (test/fixtures/dnd5e/spells24). */
const SPELL24_IDENTIFIERS = new Map(
  (
    JSON.parse(
      readFileSync(path.join(ROOT, "test", "fixtures", "dnd5e", "spells24", "species-spells.json"), "utf8"),
    ) as { spells: { _id: string; system: { identifier: string } }[] }
  ).spells.map((s) => [s._id, s.system.identifier]),
);

/** A lineage spell's Icelandic name, so the link reads as the sheet's granted spell does (not dnd5e's English). */
function lineageSpellName(key: LineageSpell24Key): string {
  const name = itemNameFor(SPELL24_IDENTIFIERS.get(LINEAGE_SPELL24_IDS[key]) ?? "");
  if (!name) throw new Error(`No Icelandic name for the lineage spell ${key}`);
  return name;
}

/** A species item as the pack ships it: metres, choices waiting (pending effects), grants by UUID. */
export function species24ItemSource(species: Species24Def): JsonObject {
  const text = species24Text(species.id);
  const granted = species.grants.map(
    (g) => `@UUID[${feature24Uuid(g.key)}]{${FEATURE24_TEXTS[g.key].nameIs}}`,
  );
  const spells = (species.spells ?? []).map(
    (s) =>
      `@UUID[${lineageSpell24Uuid(s.key)}]{${lineageSpellName(s.key)}}${s.level ? ` (frá ${s.level}. stigi)` : ""}`,
  );
  const grantsHtml =
    (granted.length ? `<p><strong>Eiginleikar sem fylgja:</strong> ${granted.join(", ")}</p>` : "") +
    (spells.length ? `<p><strong>Galdrar sem fylgja:</strong> ${spells.join(", ")}</p>` : "");
  return raceDocumentSource({
    docId: SPECIES24_DOC_IDS[species.id],
    name: species.nameIs,
    img: species.img,
    descriptionHtml: `${text.descriptionHtml}${grantsHtml}<p><strong>Reglur:</strong> @UUID[${journalPageUuid(SPECIES24_PAGE_KEYS[species.id])}]{${text.nameIs} (2024)}</p>`,
    identifier: species.id,
    source: SOURCE24,
    walkM: species.walkM,
    darkvisionM: species.darkvisionM,
    effects: species.effects,
    raceId: species24RaceId(species.id),
    srdName: species.srdName,
    choices: species.choices,
    grants: [
      ...species.grants.map((g) => ({ ...g, uuid: feature24Uuid(g.key) })),
      ...(species.spells ?? []).map((s) => ({
        key: lineageSpell24GrantKey(s.key),
        uuid: lineageSpell24Uuid(s.key),
        ...(s.level !== undefined ? { level: s.level } : {}),
        spell: s.spell,
      })),
    ],
  });
}
