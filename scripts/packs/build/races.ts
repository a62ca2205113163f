/**
 * The "races" pack: one race item per race, its effects (choices pending) and its grants by UUID.
 */
import { getFeature, getSpell, type FeatureDef, type SpellDef } from "../../../src/content/features";
import { FEATURE_KEYS, FLAGS, MODULE_ID, RACE_DOC_IDS, type GrantKey } from "../../../src/content/ids";
import { type RaceDef, type RaceEffectDef } from "../../../src/content/races";
import { FEATURE_TEXTS, SPELL_TEXTS } from "../../../src/content/text/features";
import { RACE_TEXTS } from "../../../src/content/text/races";
import type { ChangeDef } from "../../../src/effects/changes";
import { RACE_FLAG_SCHEMA, type SpellGrantConfig } from "../../../src/race/flags";
import { SOURCE, featureUuid, journalPageUuid, type JsonObject } from "./common";

export function effectSource(parentId: string, effect: RaceEffectDef, img: string): JsonObject {
  const pending = effect.choice !== undefined;
  const changes: readonly ChangeDef[] = pending ? [] : effect.changes;
  return {
    _id: effect.id,
    _key: `!items.effects!${parentId}.${effect.id}`,
    name: effect.nameIs,
    img,
    origin: null,
    transfer: true,
    disabled: pending,
    changes: changes.map((c) => ({ key: c.key, mode: c.mode, value: c.value, priority: c.priority ?? null })),
    description: "",
    statuses: [],
    flags: {
      [MODULE_ID]: effect.choice
        ? { [FLAGS.trait]: effect.trait, [FLAGS.choice]: effect.choice, [FLAGS.pending]: true }
        : { [FLAGS.trait]: effect.trait },
    },
  };
}

export function grantUuid(key: GrantKey): string {
  const isFeature = (FEATURE_KEYS as readonly string[]).includes(key);
  return featureUuid(
    isFeature ? getFeature(key as FeatureDef["key"]).id : getSpell(key as SpellDef["key"]).id,
  );
}

function grantName(key: GrantKey): string {
  return key in FEATURE_TEXTS
    ? FEATURE_TEXTS[key as FeatureDef["key"]].nameIs
    : SPELL_TEXTS[key as SpellDef["key"]].nameIs;
}

/** What a race or species item's source is made of: the parts that differ between the packs. */
export interface RaceItemParts {
  readonly docId: string;
  readonly name: string;
  readonly img: string;
  readonly descriptionHtml: string;
  readonly identifier: string;
  readonly source: JsonObject;
  readonly walkM: number;
  readonly darkvisionM: number | null;
  readonly effects: readonly RaceEffectDef[];
  readonly raceId: string;
  readonly srdName: string;
  readonly choices: readonly unknown[];
  readonly grants: readonly { key: string; uuid: string; level?: number; spell?: SpellGrantConfig }[];
}

/** A race item as a pack ships it (a 2014 race or a 2024 species): metres, choices waiting, grants by UUID. */
/** A race's speeds as dnd5e stores them: the walking speed in metres, the others empty. */
function speeds(walkM: number): JsonObject {
  return { walk: String(walkM), burrow: "", climb: "", fly: "", swim: "" };
}

export function raceDocumentSource(parts: RaceItemParts): JsonObject {
  const { docId } = parts;
  return {
    _id: docId,
    _key: `!items!${docId}`,
    name: parts.name,
    type: "race",
    img: parts.img,
    system: {
      description: { value: parts.descriptionHtml, chat: "" },
      identifier: parts.identifier,
      source: { ...parts.source },
      // Present and empty on purpose: dnd5e adds default advancements (ability increase, size,
      // languages) only when the created data has no `system.advancement`.
      advancement: [],
      // Both shapes: dnd5e 5.3 reads `movement.walk`, dnd5e 6 `movement.speeds.walk`, and each
      // drops the other's keys. Whether 6's RaceData migrates the flat shape is unconfirmed.
      movement: { ...speeds(parts.walkM), speeds: speeds(parts.walkM), units: "m", hover: false },
      senses: {
        ranges: { darkvision: parts.darkvisionM, blindsight: null, tremorsense: null, truesight: null },
        units: "m",
        special: "",
      },
      type: { value: "humanoid", subtype: "", custom: "" },
    },
    effects: parts.effects.map((effect) => effectSource(docId, effect, parts.img)),
    flags: {
      [MODULE_ID]: {
        [FLAGS.schema]: RACE_FLAG_SCHEMA,
        [FLAGS.raceId]: parts.raceId,
        [FLAGS.srdName]: parts.srdName,
        [FLAGS.choices]: parts.choices.map((c): JsonObject => JSON.parse(JSON.stringify(c)) as JsonObject),
        [FLAGS.grants]: parts.grants.map((g) => ({
          key: g.key,
          uuid: g.uuid,
          ...(g.level !== undefined ? { level: g.level } : {}),
          ...(g.spell ? { spell: JSON.parse(JSON.stringify(g.spell)) as JsonObject } : {}),
        })),
      },
    },
  };
}

/** A race item as the pack ships it: metres, choices waiting (pending effects), grants by UUID. */
export function raceItemSource(race: RaceDef): JsonObject {
  const text = RACE_TEXTS[race.id];
  const granted = race.grants.map((g) => `@UUID[${grantUuid(g.key)}]{${grantName(g.key)}}`);
  const grantsHtml = granted.length
    ? `<p><strong>Eiginleikar sem fylgja:</strong> ${granted.join(", ")}</p>`
    : "";
  const link = `${grantsHtml}<p><strong>Reglur:</strong> @UUID[${journalPageUuid(race.id)}]{${text.nameIs}}</p>`;
  return raceDocumentSource({
    docId: RACE_DOC_IDS[race.id],
    name: race.nameIs,
    img: race.img,
    descriptionHtml: `${text.descriptionHtml}${link}`,
    identifier: race.identifier,
    source: SOURCE,
    walkM: race.walkM,
    darkvisionM: race.darkvisionM,
    effects: race.effects,
    raceId: race.id,
    srdName: race.srdName,
    choices: race.choices,
    grants: race.grants.map((g) => ({ ...g, uuid: grantUuid(g.key) })),
  });
}
