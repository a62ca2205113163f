/**
 * Sentences with a name in them stay grammatical whatever the name. Icelandic inflects names and a
 * placeholder cannot, so every string that takes a name ({actor}, {race}, {old}, {name} …) must put
 * it where the nominative is right: as the subject, set apart ("{actor}: …", "Kynþáttur: {race}",
 * "({stack})"), or after a noun that carries the case ("kynþættinum {race}", "persónunni {actor}").
 *
 * Each such string of lang/is.json is rendered as Foundry renders it (`game.i18n.format`) with each
 * of the nine race names and a feminine, a masculine and a neuter character name, and compared with
 * the sentence written by hand below. A new string with a name placeholder fails until its
 * sentences are added here, and so does a placeholder this file does not know.
 *
 * The character names: Sigríður is feminine but ends in -ur like a masculine nominative, so a
 * frame that expects a masculine name reads wrong with her (her dative is Sigríði); Gunnar is
 * masculine and the same in three cases, the usual name a writer checks with; Barnið ("the child",
 * as players name a young character or a creature) is neuter with the suffixed article, whose
 * dative barninu and genitive barnsins show a wrong case at once.
 */
import { describe, expect, it } from "vitest";
import { RACES } from "../../src/content/races";
import { Localization } from "../harness/i18n";
import { MODULE_ROOT, moduleEntries, placeholders, readLang } from "./lib/lang";

const is = readLang("is");
const i18n = new Localization("is");

/** Placeholders that take a name: a character's, a creature's, a race's, an item's, a stack's. */
const NAME_PLACEHOLDERS = ["actor", "name", "race", "old", "item", "stack"] as const;

/** Placeholders that take a number, a formatted length, a label or a list, never a name (and why). */
const OTHER_PLACEHOLDERS: Readonly<Record<string, string>> = {
  count: "a number",
  n: "a number",
  dc: "a number",
  total: "a number",
  d20: "a number",
  value: "a number",
  given: "a number",
  max: "a number",
  ability: "an ability label: before its +, or the sentence's subject (Greind er …)",
  list: "a list of capped increases, after ':'",
  formula: "a dice formula",
  width: "a length from formatLength",
  length: "a length from formatLength",
  damage: "a damage label or number, set apart by ';' or standing alone",
  type: "a damage label, in parentheses or after ':'",
  save: "a saving-throw label, after '·' or ';'",
  shape: "a shape label after ','",
  mode: "a setting's choice label, after ':' or in quotes",
  permission: "a permission label, after the noun heimildina",
  problems: "a list of sentences",
  uuid: "a document UUID, in parentheses",
  uuids: "a list of document UUIDs, after ':'",
  ids: "a list of the module's ids, after ':'",
  increases: "a list of ability increases (Styrkur +1), after ':'",
  modules: "a list of module ids, after ':'",
  result: "a sentence, after ':'",
  level: "a number (a character level, before '. stig')",
  items: "a list of item names (dnd5e's documents, not people), after ':'",
  spell: "a spell's name (dnd5e's item, not a person's): the object of the sentence, or a list after ':'",
};

type Gender = "f" | "m" | "n";
const CHARACTERS: Readonly<Record<Gender, string>> = { f: "Sigríður", m: "Gunnar", n: "Barnið" };

/** The race names the hand-written sentences use; the race loop puts each of the nine in their place. */
const RACE = "Háálfar";
const OLD = "Hálforkar";
const STACK = "Foundry 14.369, dnd5e 6.1.2";

/**
 * One row per string with a name placeholder: the sentence for each character gender (with
 * RACE and OLD as the race names), or one sentence for all when no character's name is in it.
 * `data` gives the row's other placeholders (and may set {name} to a name that is not a person's).
 */
interface Row {
  readonly data?: Readonly<Record<string, string | number>>;
  readonly f?: string;
  readonly m?: string;
  readonly n?: string;
  readonly all?: string;
}

const SENTENCES: Readonly<Record<string, Row>> = {
  "Breath.NotOwner": {
    f: "Sigríður er ekki í þinni eigu. Þú getur aðeins beitt andardrættinum fyrir eigin persónur.",
    m: "Gunnar er ekki í þinni eigu. Þú getur aðeins beitt andardrættinum fyrir eigin persónur.",
    n: "Barnið er ekki í þinni eigu. Þú getur aðeins beitt andardrættinum fyrir eigin persónur.",
  },
  "Breath.NoFeature": {
    f: "Sigríður hefur ekki eiginleikann Andardráttur Fáfnis.",
    m: "Gunnar hefur ekki eiginleikann Andardráttur Fáfnis.",
    n: "Barnið hefur ekki eiginleikann Andardráttur Fáfnis.",
  },
  "Breath.NotConfigured": {
    f: "Sigríður: engin drekaarfleifð hefur verið valin fyrir Andardrátt Fáfnis. Veldu hana fyrst með „Breyta vali“ á kynþætti eða tegund persónunnar.",
    m: "Gunnar: engin drekaarfleifð hefur verið valin fyrir Andardrátt Fáfnis. Veldu hana fyrst með „Breyta vali“ á kynþætti eða tegund persónunnar.",
    n: "Barnið: engin drekaarfleifð hefur verið valin fyrir Andardrátt Fáfnis. Veldu hana fyrst með „Breyta vali“ á kynþætti eða tegund persónunnar.",
  },
  "Breath.Spent24": {
    f: "Sigríður hefur notað andardráttinn jafn oft og hæfnibónusinn leyfir. Hvílstu um langa hríð áður en andardrættinum er beitt aftur.",
    m: "Gunnar hefur notað andardráttinn jafn oft og hæfnibónusinn leyfir. Hvílstu um langa hríð áður en andardrættinum er beitt aftur.",
    n: "Barnið hefur notað andardráttinn jafn oft og hæfnibónusinn leyfir. Hvílstu um langa hríð áður en andardrættinum er beitt aftur.",
  },
  "Breath.Spent": {
    f: "Sigríður hefur þegar notað andardráttinn. Hvílstu um skamma eða langa hríð áður en andardrættinum er beitt aftur.",
    m: "Gunnar hefur þegar notað andardráttinn. Hvílstu um skamma eða langa hríð áður en andardrættinum er beitt aftur.",
    n: "Barnið hefur þegar notað andardráttinn. Hvílstu um skamma eða langa hríð áður en andardrættinum er beitt aftur.",
  },
  "Breath.TargetRemoved": {
    f: "Sigríður er ekki lengur á senunni og sleppur við andardráttinn.",
    m: "Gunnar er ekki lengur á senunni og sleppur við andardráttinn.",
    n: "Barnið er ekki lengur á senunni og sleppur við andardráttinn.",
  },
  "Breath.AdHoc.Content": {
    f: "Sigríður hefur ekki eiginleikann Andardráttur Fáfnis. Veldu drekaarfleifð til að beita andardrættinum einu sinni; ekkert er skráð á veruna og engin notkun dregst frá.",
    m: "Gunnar hefur ekki eiginleikann Andardráttur Fáfnis. Veldu drekaarfleifð til að beita andardrættinum einu sinni; ekkert er skráð á veruna og engin notkun dregst frá.",
    n: "Barnið hefur ekki eiginleikann Andardráttur Fáfnis. Veldu drekaarfleifð til að beita andardrættinum einu sinni; ekkert er skráð á veruna og engin notkun dregst frá.",
  },
  // {name} is the ancestry here (Rautt, Látún …), set apart by the colon.
  "Breath.AdHoc.Option": {
    data: { name: "Rautt", type: "Eldskaði", shape: "keila" },
    all: "Rautt: Eldskaði, keila",
  },
  "Breath.UndoLost": {
    f: "Sigríður: ekki tókst að skila heilsunni, því peðið er horfið og veran með því.",
    m: "Gunnar: ekki tókst að skila heilsunni, því peðið er horfið og veran með því.",
    n: "Barnið: ekki tókst að skila heilsunni, því peðið er horfið og veran með því.",
  },
  // {name} is a spell's or an activity's name here.
  "Drop.FreeCasting": { data: { name: "Myrkur" }, all: "Myrkur (án galdrahólfs)" },
  "Drop.ConcentrationLost": {
    data: { spell: "Myrkur", level: 4 },
    f: "Sigríður missti Myrkur við að fara niður á 4. stig og einbeitingin á galdrinum rofnaði um leið.",
    m: "Gunnar missti Myrkur við að fara niður á 4. stig og einbeitingin á galdrinum rofnaði um leið.",
    n: "Barnið missti Myrkur við að fara niður á 4. stig og einbeitingin á galdrinum rofnaði um leið.",
  },
  "Drop.LevelGrantRefused": {
    data: { spell: "Vítislogar", level: 3 },
    f: "Sigríður (3. stig): önnur viðbót eða þjónninn leyfði ekki að bæta við þessu sem kynþátturinn veitir: Vítislogar. Bættu því við handvirkt úr safninu ef það á að vera.",
    m: "Gunnar (3. stig): önnur viðbót eða þjónninn leyfði ekki að bæta við þessu sem kynþátturinn veitir: Vítislogar. Bættu því við handvirkt úr safninu ef það á að vera.",
    n: "Barnið (3. stig): önnur viðbót eða þjónninn leyfði ekki að bæta við þessu sem kynþátturinn veitir: Vítislogar. Bættu því við handvirkt úr safninu ef það á að vera.",
  },
  "Drop.LevelGrantKept": {
    data: { spell: "Myrkur", level: 4 },
    f: "Sigríður (4. stig): önnur viðbót eða þjónninn vildi ekki eyða þessu sem kynþátturinn veitti: Myrkur. Eyddu því handvirkt ef það á að fara.",
    m: "Gunnar (4. stig): önnur viðbót eða þjónninn vildi ekki eyða þessu sem kynþátturinn veitti: Myrkur. Eyddu því handvirkt ef það á að fara.",
    n: "Barnið (4. stig): önnur viðbót eða þjónninn vildi ekki eyða þessu sem kynþátturinn veitti: Myrkur. Eyddu því handvirkt ef það á að fara.",
  },
  "Drop.LockedPack": {
    f: "Persónan Sigríður er í læstu safni. Aflæstu safninu eða flyttu persónuna inn í heiminn fyrst. Engu var breytt.",
    m: "Persónan Gunnar er í læstu safni. Aflæstu safninu eða flyttu persónuna inn í heiminn fyrst. Engu var breytt.",
    n: "Persónan Barnið er í læstu safni. Aflæstu safninu eða flyttu persónuna inn í heiminn fyrst. Engu var breytt.",
  },
  "Drop.GrantsKept": {
    data: { items: "Andardráttur Fáfnis" },
    f: "Sigríður: kynþátturinn er farinn, en önnur viðbót eða þjónninn vildi ekki eyða þessu sem hann veitti: Andardráttur Fáfnis. Eyddu því handvirkt ef það á að fara.",
    m: "Gunnar: kynþátturinn er farinn, en önnur viðbót eða þjónninn vildi ekki eyða þessu sem hann veitti: Andardráttur Fáfnis. Eyddu því handvirkt ef það á að fara.",
    n: "Barnið: kynþátturinn er farinn, en önnur viðbót eða þjónninn vildi ekki eyða þessu sem hann veitti: Andardráttur Fáfnis. Eyddu því handvirkt ef það á að fara.",
  },
  "Drop.Title": { all: "Kynþáttur: Háálfar" },
  "Drop.TitleChange": { all: "Breyta vali: Háálfar" },
  "Drop.Intro": {
    f: "Sigríður: veldu það sem kynþátturinn Háálfar býður upp á. Ekkert er skráð fyrr en þú staðfestir.",
    m: "Gunnar: veldu það sem kynþátturinn Háálfar býður upp á. Ekkert er skráð fyrr en þú staðfestir.",
    n: "Barnið: veldu það sem kynþátturinn Háálfar býður upp á. Ekkert er skráð fyrr en þú staðfestir.",
  },
  "Drop.IntroChange": {
    f: "Sigríður: breyttu vali fyrir kynþáttinn Háálfar. Aðeins það sem valið hefur áhrif á er endurskrifað.",
    m: "Gunnar: breyttu vali fyrir kynþáttinn Háálfar. Aðeins það sem valið hefur áhrif á er endurskrifað.",
    n: "Barnið: breyttu vali fyrir kynþáttinn Háálfar. Aðeins það sem valið hefur áhrif á er endurskrifað.",
  },
  "Drop.Replace.Content": {
    f: "Persónan Sigríður er þegar af kynþættinum Hálforkar. Viltu fjarlægja kynþáttinn Hálforkar og allt sem honum fylgir og setja kynþáttinn Háálfar í staðinn? Annars er engu breytt.",
    m: "Persónan Gunnar er þegar af kynþættinum Hálforkar. Viltu fjarlægja kynþáttinn Hálforkar og allt sem honum fylgir og setja kynþáttinn Háálfar í staðinn? Annars er engu breytt.",
    n: "Persónan Barnið er þegar af kynþættinum Hálforkar. Viltu fjarlægja kynþáttinn Hálforkar og allt sem honum fylgir og setja kynþáttinn Háálfar í staðinn? Annars er engu breytt.",
  },
  "Drop.Applied": {
    f: "Sigríður er nú af kynþættinum Háálfar.",
    m: "Gunnar er nú af kynþættinum Háálfar.",
    n: "Barnið er nú af kynþættinum Háálfar.",
  },
  "Drop.Replaced": {
    f: "Sigríður: kynþátturinn Háálfar kom í stað kynþáttarins Hálforkar.",
    m: "Gunnar: kynþátturinn Háálfar kom í stað kynþáttarins Hálforkar.",
    n: "Barnið: kynþátturinn Háálfar kom í stað kynþáttarins Hálforkar.",
  },
  "Drop.UndoStopped": {
    f: "Sigríður: ekki tókst að ljúka við að afturkalla framvindu kynþáttarins Hálforkar, svo engu var breytt.",
    m: "Gunnar: ekki tókst að ljúka við að afturkalla framvindu kynþáttarins Hálforkar, svo engu var breytt.",
    n: "Barnið: ekki tókst að ljúka við að afturkalla framvindu kynþáttarins Hálforkar, svo engu var breytt.",
  },
  "Drop.Changed": {
    f: "Sigríður: valinu fyrir kynþáttinn Háálfar var breytt.",
    m: "Gunnar: valinu fyrir kynþáttinn Háálfar var breytt.",
    n: "Barnið: valinu fyrir kynþáttinn Háálfar var breytt.",
  },
  "Drop.ChangeRefused": {
    f: "Sigríður: nýja valinu fyrir kynþáttinn Háálfar var hafnað (önnur viðbót eða þjónninn leyfði það ekki), svo engu var breytt.",
    m: "Gunnar: nýja valinu fyrir kynþáttinn Háálfar var hafnað (önnur viðbót eða þjónninn leyfði það ekki), svo engu var breytt.",
    n: "Barnið: nýja valinu fyrir kynþáttinn Háálfar var hafnað (önnur viðbót eða þjónninn leyfði það ekki), svo engu var breytt.",
  },
  "Drop.RemoveRefused": {
    f: "Sigríður: því var hafnað að fjarlægja kynþáttinn Háálfar (önnur viðbót eða þjónninn vildi ekki eyða hlutum hans), svo engu var breytt.",
    m: "Gunnar: því var hafnað að fjarlægja kynþáttinn Háálfar (önnur viðbót eða þjónninn vildi ekki eyða hlutum hans), svo engu var breytt.",
    n: "Barnið: því var hafnað að fjarlægja kynþáttinn Háálfar (önnur viðbót eða þjónninn vildi ekki eyða hlutum hans), svo engu var breytt.",
  },
  "Drop.Capped": {
    data: { list: "Lipurð +1 í stað +2 (hámark 20)" },
    f: "Sigríður: enginn hæfileiki fer yfir hámark sitt, svo aukahæfileikar kynþáttarins nýtast ekki allir: Lipurð +1 í stað +2 (hámark 20).",
    m: "Gunnar: enginn hæfileiki fer yfir hámark sitt, svo aukahæfileikar kynþáttarins nýtast ekki allir: Lipurð +1 í stað +2 (hámark 20).",
    n: "Barnið: enginn hæfileiki fer yfir hámark sitt, svo aukahæfileikar kynþáttarins nýtast ekki allir: Lipurð +1 í stað +2 (hámark 20).",
  },
  "Drop.NotCreature": {
    f: "Kynþætti er aðeins hægt að bæta við persónur og aukapersónur; Sigríður er hvorugt. Engu var breytt.",
    m: "Kynþætti er aðeins hægt að bæta við persónur og aukapersónur; Gunnar er hvorugt. Engu var breytt.",
    n: "Kynþætti er aðeins hægt að bæta við persónur og aukapersónur; Barnið er hvorugt. Engu var breytt.",
  },
  "Drop.NoPermission": {
    f: "Þú hefur ekki heimild til að breyta persónunni Sigríður. Engu var breytt.",
    m: "Þú hefur ekki heimild til að breyta persónunni Gunnar. Engu var breytt.",
    n: "Þú hefur ekki heimild til að breyta persónunni Barnið. Engu var breytt.",
  },
  "Drop.NoChoices": { all: "Kynþátturinn Háálfar býður ekki upp á neitt val." },
  "Drop.InvalidChoicesFor": {
    data: { problems: "Veldu tungumál sem persónan kann ekki þegar." },
    f: "Sigríður: ekki var hægt að halda vali kynþáttarins undir reglunni: Veldu tungumál sem persónan kann ekki þegar. Engu var breytt hjá persónunni; notaðu „Breyta vali“ á kynþætti hennar.",
    m: "Gunnar: ekki var hægt að halda vali kynþáttarins undir reglunni: Veldu tungumál sem persónan kann ekki þegar. Engu var breytt hjá persónunni; notaðu „Breyta vali“ á kynþætti hennar.",
    n: "Barnið: ekki var hægt að halda vali kynþáttarins undir reglunni: Veldu tungumál sem persónan kann ekki þegar. Engu var breytt hjá persónunni; notaðu „Breyta vali“ á kynþætti hennar.",
  },
  "Drop.MoveKept": {
    f: "Sigríður: þú mátt aðeins skoða þetta, svo kynþátturinn var afritaður en ekki færður; frumritið er áfram á sínum stað.",
    m: "Gunnar: þú mátt aðeins skoða þetta, svo kynþátturinn var afritaður en ekki færður; frumritið er áfram á sínum stað.",
    n: "Barnið: þú mátt aðeins skoða þetta, svo kynþátturinn var afritaður en ekki færður; frumritið er áfram á sínum stað.",
  },
  "Drop.Busy": {
    f: "Sigríður: gluggi fyrir kynþátt persónunnar er þegar opinn. Ljúktu við valið fyrst; engu var breytt.",
    m: "Gunnar: gluggi fyrir kynþátt persónunnar er þegar opinn. Ljúktu við valið fyrst; engu var breytt.",
    n: "Barnið: gluggi fyrir kynþátt persónunnar er þegar opinn. Ljúktu við valið fyrst; engu var breytt.",
  },
  "Drop.RaceChanged": {
    f: "Sigríður: kynþætti persónunnar var breytt annars staðar á meðan valið stóð yfir. Engu var breytt; reyndu aftur.",
    m: "Gunnar: kynþætti persónunnar var breytt annars staðar á meðan valið stóð yfir. Engu var breytt; reyndu aftur.",
    n: "Barnið: kynþætti persónunnar var breytt annars staðar á meðan valið stóð yfir. Engu var breytt; reyndu aftur.",
  },
  "Drop.NoRace": {
    f: "Sigríður: persónan hefur engan kynþátt. Engu var breytt.",
    m: "Gunnar: persónan hefur engan kynþátt. Engu var breytt.",
    n: "Barnið: persónan hefur engan kynþátt. Engu var breytt.",
  },
  "Notify.UntestedStack": {
    all: "Kynþættir hafa ekki verið prófaðir á þessari samsetningu (Foundry 14.369, dnd5e 6.1.2). Studdar samsetningar eru Foundry 13 með dnd5e 5.3, Foundry 14 með dnd5e 5.3.3 og Foundry 14 með dnd5e 6.0–6.1. Keyrðu „Sjálfspróf“ í stillingum viðbótarinnar til að sjá hvað virkar.",
  },
  "SelfCheck.Check.RaceMissing": { all: "Kynþátturinn Háálfar fannst ekki" },
  "SelfCheck.Check.Added": { all: "Kynþættinum Háálfar bætt við" },
  "SelfCheck.Check.Linked": { all: "Kynþátturinn Háálfar tengdur persónunni" },
  "SelfCheck.Check.Changed": { all: "Vali fyrir kynþáttinn Háálfar breytt" },
  "SelfCheck.Check.SpellAbility": { all: "Háálfar: allir galdrar ættarinnar nota valinn galdrahæfileika" },
  "SelfCheck.Check.Removed": { all: "Kynþátturinn Háálfar fjarlægður og persónan eins og áður" },
  "SelfCheck.Check.Damage": {
    f: "Skaði á veruna Sigríður í samræmi við varnarkast hennar",
    m: "Skaði á veruna Gunnar í samræmi við varnarkast hennar",
    n: "Skaði á veruna Barnið í samræmi við varnarkast hennar",
  },
};

/** Nouns (with their article) that carry the case, so a name right after them stays nominative. */
const CASE_CARRIERS =
  /(?:^|\s)(?:kynþátturinn|kynþáttinn|kynþættinum|kynþáttarins|persónan|persónuna|persónunni|persónunnar|veran|veruna|verunni|verunnar|eiginleikinn|eiginleikann)\s$/iu;

/** Where a name placeholder stands: allowed places return null, anything else a reason. */
function placementProblem(text: string, at: number, length: number): string | null {
  const before = text.slice(0, at);
  const after = text.slice(at + length);
  if (/(?:^|[.;!?]\s)$/u.test(before)) return null; // the subject of its sentence
  if (after.startsWith(":")) return null; // "{actor}: …"
  if (/:\s$/u.test(before)) return null; // "Kynþáttur: {race}"
  if (before.endsWith("(") && after.startsWith(")")) return null; // "({stack})"
  if (before.endsWith("„") && after.startsWith("“")) return null; // „{mode}“
  if (CASE_CARRIERS.test(before)) return null; // "kynþættinum {race}"
  return `stands after "${before.slice(-24)}" with no noun to carry its case`;
}

const entries = moduleEntries(is).filter((e) => typeof e.value === "string");
const short = (key: string): string => key.slice(MODULE_ROOT.length + 1);
const withNames = entries.filter((e) =>
  placeholders(String(e.value)).some((p) => (NAME_PLACEHOLDERS as readonly string[]).includes(p)),
);
const RACE_NAMES = RACES.map((r) => r.nameIs);

function render(key: string, data: Record<string, string | number>): string {
  return i18n.format(`${MODULE_ROOT}.${key}`, data);
}

function expected(row: Row, gender: Gender): string {
  const text = row.all ?? row[gender];
  if (text === undefined) throw new Error("a row needs `all` or a sentence per gender");
  return text;
}

describe("the placement check itself", () => {
  const problems = (s: string): (string | null)[] =>
    [...s.matchAll(/\{(\w+)\}/g)].map((m) => placementProblem(s, m.index, m[0].length));

  it("accepts a name as the subject, set apart, in parentheses or after a noun carrying the case", () => {
    expect(problems("{actor} er nú af kynþættinum {race}.")).toEqual([null, null]);
    expect(problems("Kynþáttur: {race}")).toEqual([null]);
    expect(problems("{actor}: veldu. Breyttu vali persónunnar {actor}.")).toEqual([null, null]);
    expect(problems("Prófað á ({stack}).")).toEqual([null]);
  });

  it("rejects a name where Icelandic would inflect it", () => {
    expect(problems("Breyttu vali {actor}.")).toEqual([expect.stringContaining("no noun")]);
    expect(problems("Viltu fjarlægja {old}?")).toEqual([expect.stringContaining("no noun")]);
    expect(problems("{actor} er nú {race}.")).toEqual([null, expect.stringContaining("no noun")]);
  });
});

describe("every placeholder in lang/is.json is known", () => {
  it("as a name placeholder (checked below) or one that never takes a name", () => {
    const unknown = entries.flatMap((e) =>
      placeholders(String(e.value))
        .filter((p) => !(NAME_PLACEHOLDERS as readonly string[]).includes(p) && !(p in OTHER_PLACEHOLDERS))
        .map((p) => `${short(e.key)}: {${p}} — a name? add it to NAME_PLACEHOLDERS and its sentences`),
    );
    expect(unknown).toEqual([]);
  });

  it("the strings with a name are the strings of the table, no more and no fewer", () => {
    expect(withNames.length).toBeGreaterThan(20);
    expect(withNames.map((e) => short(e.key)).sort()).toEqual(Object.keys(SENTENCES).sort());
  });

  it("every name stands where its nominative is right", () => {
    const bad: string[] = [];
    for (const e of withNames) {
      const text = String(e.value);
      for (const m of text.matchAll(/\{(\w+)\}/g)) {
        if (!(NAME_PLACEHOLDERS as readonly string[]).includes(m[1]!)) continue;
        const problem = placementProblem(text, m.index, m[0].length);
        if (problem) bad.push(`${short(e.key)}: {${m[1]}} ${problem}`);
      }
    }
    expect(bad).toEqual([]);
  });
});

describe.each(Object.entries(SENTENCES))("%s", (key, row) => {
  it.each(["f", "m", "n"] as const)("reads as written by hand with the %s character name", (gender) => {
    const who = CHARACTERS[gender];
    const data = { actor: who, name: who, race: RACE, old: OLD, stack: STACK, ...row.data };
    expect(render(key, data)).toBe(expected(row, gender));
  });

  it("reads as written by hand with each race's name, for each character", () => {
    expect(RACE_NAMES).toHaveLength(RACES.length);
    for (const [i, race] of RACE_NAMES.entries()) {
      // The race being replaced: another of the nine.
      const old = RACE_NAMES[(i + 1) % RACE_NAMES.length]!;
      for (const gender of ["f", "m", "n"] as const) {
        const who = CHARACTERS[gender];
        const data = { actor: who, name: who, race, old, stack: STACK, ...row.data };
        const want = expected(row, gender)
          .replaceAll(RACE, "\u0000")
          .replaceAll(OLD, old)
          .replaceAll("\u0000", race);
        expect(render(key, data), `${race} / ${old} / ${who}`).toBe(want);
      }
    }
  });
});
