/**
 * Icelandic names and descriptions of the racial feature items and the three Tiefling spells.
 * The wording follows the race chapter (src/content/text/races.ts), written to the character who
 * owns the item ("þú"), since a feature item sits on one character sheet. Lengths are metres
 * with the Icelandic decimal comma (5 ft = 1,5 m).
 */
import type { FeatureKey, GrantKey, SpellKey } from "../ids";
import { SPELL_SCHOOLS } from "../terms";
import { TINKER_DEVICES_HTML } from "./races";

export interface ItemText {
  readonly nameIs: string;
  readonly srdName: string;
  readonly html: string;
}

export const FEATURE_TEXTS: Readonly<Record<FeatureKey, ItemText>> = {
  feyAncestry: {
    nameIs: "Arfleifð huldufólksins",
    srdName: "Fey Ancestry",
    html: "<p>Þú hefur meðbyr á varnarköstum gegn því að vera heillaður og ekki er hægt að svæfa þig með göldrum.</p>",
  },
  trance: {
    nameIs: "Trans",
    srdName: "Trance",
    html: "<p>Þú þarft ekki að sofa. Þess í stað íhugarðu djúpt í fjórar klukkustundir á dag og heldur á meðan aðeins hálfri meðvitund. Þetta kallast „trans“ á samtungu. Á vissan hátt dreymir þig í þessu ástandi en í raun er þetta æfð hugarleikfimi sem verður ómeðvituð með tímanum. Þú færð það sama út úr því að hvílast á þennan hátt og mannfólk fær úr átta tíma svefni.</p>",
  },
  cantrip: {
    nameIs: "Galdrabragð",
    srdName: "Cantrip",
    html: "<p>Þú kannt eitt galdrabragð að eigin vali af galdramannalistanum. Greind er galdrahæfileiki þinn fyrir það.</p>",
  },
  dwarvenResilience: {
    nameIs: "Dvergnesk þrautseigja",
    srdName: "Dwarven Resilience",
    html: "<p>Þú hefur meðbyr á varnarköstum gegn eitri.</p><p>Þol þitt gegn eiturskaða, hinn hluti þessa eiginleika, fylgir kynþættinum sjálfum.</p>",
  },
  stonecunning: {
    nameIs: "Þekking á steinum",
    srdName: "Stonecunning",
    html: "<p>Þegar þú kastar greindarkasti (Saga) sem tengist uppruna steinsmíði telst þú hæfur í færnigreininni Saga og bætir tvöföldum hæfnibónus við kastið í stað venjulegs hæfnibónuss.</p>",
  },
  dwarfHeavyArmorSpeed: {
    nameIs: "Hraði í þungum brynjum",
    srdName: "Speed (Heavy Armor)",
    html: "<p>Hraði þinn minnkar ekki við að bera þungar brynjur.</p>",
  },
  breathWeapon: {
    nameIs: "Andardráttur Fáfnis",
    srdName: "Breath Weapon",
    html: [
      "<p>Þú getur notað aðgerð til að spúa eldi eða öðrum skaða. Stærð, lögun og skaðagerð andardráttarins ráðast af drekaarfleifð þinni. Hún ræður líka hvort verurnar þurfi að kasta lipurðar- eða hreystivarnarkasti.</p>",
      "<p>Allar verur innan áhrifasvæðis andardráttarins þurfa að kasta viðeigandi varnarkasti. Erfiðleikastig kastsins er 8 + hreystibreyta þín + hæfnibónus þinn. Verur taka 2d6 í skaða ef kastið misheppnast, en helmingi minna ef það tekst. Skaðinn eykst í 3d6 á 6. stigi, 4d6 á 11. stigi og 5d6 á 16. stigi.</p>",
      "<p>Eftir að þú hefur notað andardráttinn geturðu ekki notað hann aftur nema þú hvílist um skamma eða langa hríð.</p>",
    ].join(""),
  },
  gnomeCunning: {
    nameIs: "Slyngni",
    srdName: "Gnome Cunning",
    html: "<p>Þú hefur meðbyr á öllum greindar-, visku- og þokkavarnarköstum gegn göldrum.</p>",
  },
  artificersLore: {
    nameIs: "Völundarspeki",
    srdName: "Artificer's Lore",
    html: "<p>Þegar þú kastar greindarkasti (Saga) sem tengist galdrahlutum, gullgerðarlist eða tæknibúnaði máttu bæta tvöföldum hæfnibónus við kastið í stað þess hæfnibónuss sem þú myndir annars nota.</p>",
  },
  tinker: {
    nameIs: "Fiktari",
    srdName: "Tinker",
    html: [
      "<p>Þú ert hæfur í notkun handverkstóla (verkfæra fiktara). Með slíkum tólum geturðu smíðað afar smátt upptrekkt tæki. Varnarstig þess er 5 og heilsa þess er 1. Smíðin tekur klukkutíma og hráefnin kosta 10 gullpeninga. Tækið endist í sólarhring nema þú eyðir klukkutíma í að halda því gangandi eða notir aðgerð til að taka það í sundur. Þegar tækið hættir að virka geturðu endurheimt hráefnin. Þú getur haft þrjú slík tæki í gangi samtímis. Eftirfarandi möguleikar eru í boði:</p>",
      TINKER_DEVICES_HTML,
    ].join(""),
  },
  relentlessEndurance: {
    nameIs: "Þrjóska",
    srdName: "Relentless Endurance",
    html: "<p>Þegar heilsa þín er tekin niður í 0 en þú ert ekki drepinn á staðnum máttu velja að fara niður í 1 í heilsu í staðinn. Þú getur ekki notað þennan eiginleika aftur fyrr en þú hefur hvílst um langa hríð.</p>",
  },
  infernalLegacy: {
    nameIs: "Arfleifð vítis",
    srdName: "Infernal Legacy",
    html: [
      "<p>Þú kannt galdrabragðið Ægivald.</p>",
      "<p>Þegar þú nærð þriðja stigi geturðu beitt galdrinum Vítislogar sem annars hrings galdri einu sinni; getan endurnýjast eftir að þú hefur hvílst um langa hríð.</p>",
      "<p>Þegar þú nærð fimmta stigi geturðu beitt galdrinum Myrkur einu sinni; getan endurnýjast eftir að þú hefur hvílst um langa hríð.</p>",
      "<p>Þokki er galdrahæfileiki þinn fyrir þessa galdra.</p>",
    ].join(""),
  },
  brave: {
    nameIs: "Hugrekki",
    srdName: "Brave",
    html: "<p>Þú hefur meðbyr á varnarköstum gegn ótta.</p>",
  },
  naturallyStealthy: {
    nameIs: "Fæddir til að felast",
    srdName: "Naturally Stealthy",
    html: "<p>Þú getur reynt að fela þig þó að ekkert byrgi sýn á þig nema önnur vera sem er stærri en þú.</p>",
  },
};

/**
 * Material components, in Icelandic: the spell's description shows them, and the spell item's
 * `system.materials` (src/content/features.ts) takes the same words, so the two cannot disagree.
 * Darkness, SRD 5.1: "bat fur and a drop of pitch or piece of coal".
 */
export const SPELL_MATERIALS = {
  darkness: "leðurblökufeldur og dropi af biki eða kolamoli",
} as const satisfies Partial<Record<SpellKey, string>>;

function spellHeader(rows: readonly (readonly [string, string])[]): string {
  return `<p>${rows.map(([label, value]) => `<strong>${label}:</strong> ${value}`).join("<br>")}</p>`;
}

export const SPELL_TEXTS: Readonly<Record<SpellKey, ItemText>> = {
  thaumaturgy: {
    nameIs: "Ægivald",
    srdName: "Thaumaturgy",
    html: [
      `<p><em>Galdrabragð, ${SPELL_SCHOOLS.trs.toLowerCase()}</em></p>`,
      spellHeader([
        ["Beitingartími", "1 aðgerð"],
        ["Drægi", "9 metrar"],
        ["Þættir", "orð"],
        ["Tímalengd", "allt að 1 mínúta"],
      ]),
      "<p>Þú framkallar lítið undur, tákn um yfirnáttúrulegan mátt, innan drægis. Þú skapar ein af eftirfarandi galdraáhrifum innan drægis:</p>",
      "<ul>",
      "<li>Rödd þín drynur allt að þrefalt hærra en venjulega í 1 mínútu.</li>",
      "<li>Þú lætur loga flökta, lýsast, dofna eða skipta um lit í 1 mínútu.</li>",
      "<li>Þú veldur meinlausum skjálfta í jörðinni í 1 mínútu.</li>",
      "<li>Þú býrð til augnablikshljóð sem berst frá stað að eigin vali innan drægis, t.d. þrumugný, krunk í hrafni eða ógnvekjandi hvísl.</li>",
      "<li>Þú lætur ólæstar dyr eða ólæstan glugga fljúga upp eða skellast aftur á augabragði.</li>",
      "<li>Þú breytir útliti augna þinna í 1 mínútu.</li>",
      "</ul>",
      "<p>Ef þú beitir galdrinum oftar en einu sinni geturðu haft allt að þrenn af þeim áhrifum hans sem vara í 1 mínútu virk í einu og þú getur látið slík áhrif hverfa með aðgerð.</p>",
    ].join(""),
  },
  hellishRebuke: {
    nameIs: "Vítislogar",
    srdName: "Hellish Rebuke",
    html: [
      `<p><em>Fyrsta hrings galdur, ${SPELL_SCHOOLS.evo.toLowerCase()}</em></p>`,
      spellHeader([
        ["Beitingartími", "1 viðbragð, þegar vera sem þú sérð innan 18 metra frá þér veldur þér skaða"],
        ["Drægi", "18 metrar"],
        ["Þættir", "orð, handahreyfingar"],
        ["Tímalengd", "samstundis"],
      ]),
      "<p>Þú bendir á veruna sem skaðaði þig og vítislogar umlykja hana eitt andartak. Veran þarf að kasta lipurðarvarnarkasti. Hún tekur 2d10 eldskaða ef kastið misheppnast, en helmingi minna ef það tekst.</p>",
      "<p><strong>Á hærri hringjum.</strong> Þegar þú beitir galdrinum sem galdri af öðrum hring eða hærri eykst skaðinn um 1d10 fyrir hvern hring umfram þann fyrsta.</p>",
      "<p><strong>Arfleifð vítis.</strong> Helniðji beitir galdrinum sem annars hrings galdri, svo skaðinn er 3d10 eldskaði.</p>",
    ].join(""),
  },
  darkness: {
    nameIs: "Myrkur",
    srdName: "Darkness",
    html: [
      `<p><em>Annars hrings galdur, ${SPELL_SCHOOLS.evo.toLowerCase()}</em></p>`,
      spellHeader([
        ["Beitingartími", "1 aðgerð"],
        ["Drægi", "18 metrar"],
        ["Þættir", `orð, efni (${SPELL_MATERIALS.darkness})`],
        ["Tímalengd", "einbeiting, allt að 10 mínútur"],
      ]),
      "<p>Galdramyrkur breiðist út frá stað að eigin vali innan drægis og fyllir kúlu með 4,5 metra geisla meðan galdurinn varir. Myrkrið nær fyrir horn. Vera með nætursjón sér ekki í gegnum þetta myrkur og venjulegt ljós getur ekki lýst það upp.</p>",
      "<p>Ef staðurinn sem þú velur er á hlut sem þú heldur á, eða hlut sem enginn ber eða klæðist, stafar myrkrið frá hlutnum og færist með honum. Ef uppspretta myrkursins er hulin algerlega með ógegnsæjum hlut, t.d. skál eða hjálmi, byrgir hluturinn myrkrið.</p>",
      "<p>Ef eitthvað af svæði galdursins skarast við ljós sem galdur af öðrum hring eða lægri skapaði, eyðist galdurinn sem skapaði ljósið.</p>",
    ].join(""),
  },
};

/**
 * The name of each dnd5e activity the module's items carry, by the feature or spell that carries
 * it: an activity without a name shows dnd5e's English type label ("Save", "Use") on the sheet and
 * the chat card. The pack builder writes it into the activity's `name`.
 */
export const ACTIVITY_NAMES = {
  breathWeapon: "Spúa",
  relentlessEndurance: "Halda velli",
  tinker: "Smíða",
  thaumaturgy: "Framkalla undur",
  hellishRebuke: "Svara með vítislogum",
  darkness: "Framkalla myrkur",
} as const satisfies Partial<Record<GrantKey, string>>;
export type ActivityNameKey = keyof typeof ACTIVITY_NAMES;

/** When or at what cost a trait is used (dnd5e's `activation.condition`), in its own text's words. */
export const ACTIVITY_CONDITIONS: Readonly<Partial<Record<GrantKey, string>>> = {
  relentlessEndurance: "Þegar heilsa þín er tekin niður í 0 en þú ert ekki drepinn á staðnum",
  tinker: "Hráefnin kosta 10 gullpeninga",
};

/** The Icelandic name of the activity the feature or spell `key` carries, or `undefined` if it has none. */
export function activityNameFor(key: GrantKey): string | undefined {
  return Object.hasOwn(ACTIVITY_NAMES, key) ? ACTIVITY_NAMES[key as ActivityNameKey] : undefined;
}
