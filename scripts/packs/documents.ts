/**
 * Builds the documents the packs ship from the race, feature, spell, ancestry and text data in
 * src/content. Pack tooling, outside the runtime bundle: `npm run packs:generate` writes these to
 * packs/_source and a test proves the committed sources equal them. At run time the module reads
 * the documents themselves (a GM's edit included), never this code.
 */
import { ANCESTRIES, getAncestry, type AncestryId } from "../../src/content/ancestry";
import {
  FEATURES,
  SPELLS,
  getFeature,
  getSpell,
  type FeatureDef,
  type SpellDef,
} from "../../src/content/features";
import { FEATURE_KEYS, FLAGS, MODULE_ID, RACE_DOC_IDS, raceUuid, type GrantKey } from "../../src/content/ids";
import { RACES, type RaceDef, type RaceEffectDef } from "../../src/content/races";
import { activityNameFor, FEATURE_TEXTS, SPELL_TEXTS } from "../../src/content/text/features";
import { JOURNAL_PAGES } from "../../src/content/text/journal";
import { RACE_TEXTS } from "../../src/content/text/races";
import type { ChangeDef } from "../../src/effects/changes";
import { RACE_FLAG_SCHEMA } from "../../src/race/flags";
import { BREATH_DAMAGE_FORMULA, breathActivityFields } from "../../src/rules/breath";
import { slugify } from "../../src/rules/slug";
import { convertLength, type LengthUnit } from "../../src/rules/units";
export const SOURCE = {
  book: "SRD 5.1",
  page: "",
  custom: "",
  license: "CC-BY-4.0",
  rules: "2014",
} as const;

export type JsonObject = { [key: string]: JsonValue };
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;

export const RULES_JOURNAL_ID = "kynJournalRules0";
export const BREATH_MACRO_ID = "kynMacroBreath00";
export const SELF_CHECK_MACRO_ID = "kynMacroSelfChk0";
export const ANCESTRY_TABLE_ID = "kynTableAncestry";

export function journalPageId(key: string): string {
  const id = `kynPage${key.replace(/[^a-zA-Z0-9]/g, "")}`.slice(0, 16).padEnd(16, "0");
  return id;
}

export function journalPageUuid(key: string): string {
  return `Compendium.${MODULE_ID}.rules.JournalEntry.${RULES_JOURNAL_ID}.JournalEntryPage.${journalPageId(key)}`;
}

export function featureUuid(id: string): string {
  return `Compendium.${MODULE_ID}.race-features.Item.${id}`;
}

function effectSource(parentId: string, effect: RaceEffectDef, img: string): JsonObject {
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

/** A race item as the pack ships it: metres, choices waiting (pending effects), grants by UUID. */
export function raceItemSource(race: RaceDef): JsonObject {
  const text = RACE_TEXTS[race.id];
  const granted = race.grants.map((g) => `@UUID[${grantUuid(g.key)}]{${grantName(g.key)}}`);
  const grantsHtml = granted.length
    ? `<p><strong>Eiginleikar sem fylgja:</strong> ${granted.join(", ")}</p>`
    : "";
  const link = `${grantsHtml}<p><strong>Reglur:</strong> @UUID[${journalPageUuid(race.id)}]{${text.nameIs}}</p>`;
  const docId = RACE_DOC_IDS[race.id];
  return {
    _id: docId,
    _key: `!items!${docId}`,
    name: race.nameIs,
    type: "race",
    img: race.img,
    system: {
      description: { value: `${text.descriptionHtml}${link}`, chat: "" },
      identifier: race.identifier,
      source: { ...SOURCE },
      // Present and empty on purpose: dnd5e adds default advancements (ability increase, size,
      // languages) only when the created data has no `system.advancement`.
      advancement: [],
      movement: {
        walk: String(race.walkM),
        burrow: "",
        climb: "",
        fly: "",
        swim: "",
        units: "m",
        hover: false,
      },
      senses: {
        ranges: { darkvision: race.darkvisionM, blindsight: null, tremorsense: null, truesight: null },
        units: "m",
        special: "",
      },
      type: { value: "humanoid", subtype: "", custom: "" },
    },
    effects: race.effects.map((effect) => effectSource(docId, effect, race.img)),
    flags: {
      [MODULE_ID]: {
        [FLAGS.schema]: RACE_FLAG_SCHEMA,
        [FLAGS.raceId]: race.id,
        [FLAGS.srdName]: race.srdName,
        [FLAGS.choices]: race.choices.map((c): JsonObject => JSON.parse(JSON.stringify(c)) as JsonObject),
        [FLAGS.grants]: race.grants.map((g) => ({
          key: g.key,
          uuid: grantUuid(g.key),
          ...(g.level !== undefined ? { level: g.level } : {}),
        })),
      },
    },
  };
}

function featureDescription(key: keyof typeof FEATURE_TEXTS): string {
  return FEATURE_TEXTS[key].html;
}

function usesSource(def: { uses?: { max: string; period: "sr" | "lr" } }): JsonObject {
  return def.uses
    ? { max: def.uses.max, spent: 0, recovery: [{ period: def.uses.period, type: "recoverAll" }] }
    : { max: "", spent: 0, recovery: [] };
}

function activityId(id: string): string {
  return `${id.slice(0, 11)}Activ`.slice(0, 16);
}

function utilityActivity(id: string, activation: string, consumesUse: boolean, name: string): JsonObject {
  return {
    _id: id,
    type: "utility",
    activation: { type: activation, value: null, condition: "", override: false },
    consumption: {
      targets: consumesUse ? [{ type: "itemUses", value: "1", target: "" }] : [],
      scaling: { allowed: false, max: "" },
      spellSlot: true,
    },
    sort: 0,
    name,
  };
}

/**
 * The breath weapon's save activity. The pack ships it without an ancestry (no damage type, no
 * area): the drop fills those from the ancestry table when the player chooses.
 */
export function breathActivity(ancestryId: AncestryId | undefined, units: LengthUnit): JsonObject {
  const fields = ancestryId ? breathActivityFields(getAncestry(ancestryId), units) : undefined;
  return {
    _id: activityId(getFeature("breathWeapon").id),
    type: "save",
    activation: { type: "action", value: 1, condition: "", override: false },
    consumption: {
      targets: [{ type: "itemUses", value: "1", target: "" }],
      scaling: { allowed: false, max: "" },
      spellSlot: true,
    },
    duration: { units: "inst", value: "", special: "", concentration: false, override: false },
    range: { units: "self", special: "", override: false },
    target: {
      template: {
        count: "",
        contiguous: false,
        type: fields?.["target.template.type"] ?? "",
        size: fields?.["target.template.size"] ?? "",
        width: fields?.["target.template.width"] ?? "",
        height: "",
        units,
      },
      affects: { count: "", type: "creature", choice: false, special: "" },
      prompt: true,
      override: false,
    },
    damage: {
      onSave: "half",
      parts: [
        {
          custom: { enabled: true, formula: BREATH_DAMAGE_FORMULA },
          number: null,
          denomination: null,
          bonus: "",
          types: fields?.["damage.parts.0.types"] ?? [],
        },
      ],
    },
    save: { ability: fields?.["save.ability"] ?? ["dex"], dc: { calculation: "con", formula: "" } },
    sort: 0,
    name: activityNameFor("breathWeapon") ?? "",
  };
}

function featureSource(
  def: FeatureDef,
  options: { ancestry?: AncestryId; units?: LengthUnit } = {},
): JsonObject {
  const text = FEATURE_TEXTS[def.key];
  const activities: JsonObject = {};
  if (def.key === "breathWeapon") {
    const activity = breathActivity(options.ancestry, options.units ?? "m");
    activities[String(activity["_id"])] = activity;
  } else if (def.activity === "utility") {
    const activity = utilityActivity(
      activityId(def.id),
      def.activation ?? "",
      def.uses !== undefined,
      activityNameFor(def.key) ?? "",
    );
    activities[String(activity["_id"])] = activity;
  }
  const flags: JsonObject = { [FLAGS.srdName]: text.srdName, [FLAGS.featureKey]: def.key };
  if (def.key === "breathWeapon") flags[FLAGS.ancestry] = options.ancestry ?? null;
  return {
    _id: def.id,
    _key: `!items!${def.id}`,
    name: text.nameIs,
    type: "feat",
    img: def.img,
    system: {
      description: { value: featureDescription(def.key), chat: "" },
      identifier: slugify(text.srdName),
      source: { ...SOURCE },
      type: { value: "race", subtype: "" },
      requirements: def.races.map((r) => RACE_TEXTS[r].nameIs).join(", "),
      uses: usesSource(def),
      activities,
      advancement: [],
      properties: [],
    },
    effects: [],
    flags: { [MODULE_ID]: flags },
  };
}

export function featureItemSource(
  key: FeatureDef["key"],
  options: { ancestry?: AncestryId; units?: LengthUnit } = {},
): JsonObject {
  return featureSource(getFeature(key), options);
}

export function spellItemSource(def: SpellDef, units: LengthUnit = "m"): JsonObject {
  const text = SPELL_TEXTS[def.key];
  const range = units === "m" ? def.rangeM : convertLength(def.rangeM, "m", "ft");
  const id = activityId(def.id);
  const activity: JsonObject = def.save
    ? {
        _id: id,
        type: "save",
        activation: { type: def.activation, value: 1, condition: "", override: false },
        consumption: {
          targets: [{ type: "itemUses", value: "1", target: "" }],
          scaling: { allowed: false, max: "" },
          spellSlot: false,
        },
        damage: {
          onSave: "half",
          parts: [
            {
              custom: { enabled: true, formula: def.save.damage },
              number: null,
              denomination: null,
              bonus: "",
              types: [def.save.type],
            },
          ],
        },
        save: { ability: [def.save.ability], dc: { calculation: "spellcasting", formula: "" } },
        sort: 0,
        name: activityNameFor(def.key) ?? "",
      }
    : utilityActivity(id, def.activation, def.perLongRest !== undefined, activityNameFor(def.key) ?? "");
  if (!def.save && def.perLongRest !== undefined) {
    (activity["consumption"] as JsonObject)["spellSlot"] = false;
  }
  const template: JsonObject | null = def.sphereRadiusM
    ? {
        type: "sphere",
        size: String(units === "m" ? def.sphereRadiusM : convertLength(def.sphereRadiusM, "m", "ft")),
        units,
      }
    : null;
  return {
    _id: def.id,
    _key: `!items!${def.id}`,
    name: text.nameIs,
    type: "spell",
    img: def.img,
    system: {
      description: { value: text.html, chat: "" },
      identifier: slugify(text.srdName),
      source: { ...SOURCE },
      level: def.level,
      school: def.school,
      properties: [...def.properties],
      materials: { value: def.materials ?? "", consumed: false, cost: 0, supply: 0 },
      activation: { type: def.activation, value: 1, condition: "" },
      duration: { value: def.duration.value, units: def.duration.units },
      range: { value: String(range), units },
      target: template ? { template, affects: { type: "" } } : { affects: { type: "" } },
      // Infernal Legacy: innate, always prepared, Charisma, once per long rest (cantrip at will).
      method: "innate",
      prepared: 2,
      ability: "cha",
      sourceItem: "race:tiefling",
      uses: def.perLongRest
        ? { max: String(def.perLongRest), spent: 0, recovery: [{ period: "lr", type: "recoverAll" }] }
        : { max: "", spent: 0, recovery: [] },
      activities: { [id]: activity },
    },
    effects: [],
    flags: { [MODULE_ID]: { [FLAGS.srdName]: text.srdName, [FLAGS.spellKey]: def.key } },
  };
}

export function journalSource(): JsonObject {
  const pages = JOURNAL_PAGES.map((page, index) => {
    const id = journalPageId(page.key);
    const race = page.raceId ? RACES.find((r) => r.id === page.raceId) : undefined;
    const back = race ? `<p>@UUID[${raceUuid(race.id)}]{${race.nameIs}}</p>` : "";
    return {
      _id: id,
      _key: `!journal.pages!${RULES_JOURNAL_ID}.${id}`,
      name: page.nameIs,
      type: "text",
      title: { show: true, level: 1 },
      text: { format: 1, content: `${page.html}${back}` },
      sort: (index + 1) * 100000,
    };
  });
  return {
    _id: RULES_JOURNAL_ID,
    _key: `!journal!${RULES_JOURNAL_ID}`,
    name: "Reglur um kynþætti",
    pages,
    // V13 journals have page categories; the CLI writes the field back on extract.
    categories: [],
    flags: {},
  };
}

/** The macros are one line into the API each, so macro and module can never disagree. */
export function breathMacroSource(): JsonObject {
  return {
    _id: BREATH_MACRO_ID,
    _key: `!macros!${BREATH_MACRO_ID}`,
    name: FEATURE_TEXTS.breathWeapon.nameIs,
    type: "script",
    scope: "global",
    img: getFeature("breathWeapon").img,
    command: `game.modules.get("${MODULE_ID}").api.breathWeapon({ actor, token });`,
    flags: {},
  };
}

/** "Sjálfspróf": the GM's self-check of the module in this world. */
export function selfCheckMacroSource(): JsonObject {
  return {
    _id: SELF_CHECK_MACRO_ID,
    _key: `!macros!${SELF_CHECK_MACRO_ID}`,
    name: "Sjálfspróf Kynþátta",
    type: "script",
    scope: "global",
    img: "icons/tools/scribal/magnifying-glass.webp",
    command: `game.modules.get("${MODULE_ID}").api.selfCheck();`,
    flags: {},
  };
}

export function ancestryTableSource(): JsonObject {
  return {
    _id: ANCESTRY_TABLE_ID,
    _key: `!tables!${ANCESTRY_TABLE_ID}`,
    name: "Drekaarfleifð",
    img: "icons/creatures/reptiles/dragon-horned-blue.webp",
    description: "",
    formula: "1d10",
    replacement: true,
    displayRoll: true,
    results: ANCESTRIES.map((a) => ({
      _id: a.tableResultId,
      _key: `!tables.results!${ANCESTRY_TABLE_ID}.${a.tableResultId}`,
      type: "text",
      name: a.nameIs,
      description: `${a.damageNameIs}, ${a.shape === "line" ? "1,5 × 9 m lína" : "4,5 m keila"}`,
      img: "icons/svg/d20-black.svg",
      weight: 1,
      range: [a.d10Range[0], a.d10Range[1]],
      drawn: false,
      flags: { [MODULE_ID]: { ancestry: a.id } },
    })),
    flags: {},
  };
}

export interface PackFile {
  readonly pack: string;
  readonly file: string;
  readonly document: JsonObject;
}

/** Every document of every pack, with the file it is stored in. */
export function allPackFiles(): PackFile[] {
  const files: PackFile[] = [];
  const add = (pack: string, document: JsonObject): void => {
    files.push({ pack, file: `${slugify(String(document["name"]))}.json`, document });
  };
  for (const race of RACES) add("races", raceItemSource(race));
  for (const feature of FEATURES) add("race-features", featureSource(feature));
  for (const spell of SPELLS) add("race-features", spellItemSource(spell));
  add("rules", journalSource());
  add("macros", breathMacroSource());
  add("macros", selfCheckMacroSource());
  add("tables", ancestryTableSource());
  return files;
}
