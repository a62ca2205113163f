/** Grjótagnómar (SRD 5.1 Rock Gnome): a subrace, shipped as a complete race: its base race's text first. */
import { GNOME_INTRO, GNOME_TRAITS } from "../base-races";
import { TINKER_DEVICES_HTML } from "../tables";
import { trait, type RaceSource } from "../trait";

export const source: RaceSource = {
  nameIs: "Grjótagnómar",
  srdName: "Rock Gnome",
  parent: { nameIs: "Gnómar", intro: GNOME_INTRO, traits: GNOME_TRAITS },
  intro: "Grjótagnómar eru úrræðagóðir og harðari af sér en aðrir gnómar.",
  traits: [
    trait(
      "subraceAbilityScoreIncrease",
      "Aukahæfileikar",
      "Ability Score Increase",
      "Hreysti gnómsins eykst um 1.",
    ),
    trait(
      "artificersLore",
      "Völundarspeki",
      "Artificer's Lore",
      "Þegar gnómurinn kastar greindarkasti (Saga) sem tengist galdrahlutum, gullgerðarlist eða tæknibúnaði má hann bæta tvöföldum hæfnibónus við kastið í stað þess hæfnibónuss sem hann myndi annars nota.",
    ),
    trait(
      "tinker",
      "Fiktari",
      "Tinker",
      "Gnómurinn er hæfur í notkun handverkstóla (verkfæra fiktara). Með þeim getur gnómurinn smíðað afar smátt upptrekkt tæki. Varnarstig þess er 5 og heilsa þess er 1. Smíðin tekur klukkutíma og hráefnin kosta 10 gullpeninga. Tækið endist í sólarhring nema gnómurinn eyði klukkutíma í að halda því gangandi eða noti aðgerð sína til að taka það í sundur. Þegar tækið hættir að virka getur gnómurinn endurheimt hráefnin. Gnómurinn getur haft þrjú slík tæki í gangi samtímis. Eftirfarandi möguleikar eru í boði:",
      TINKER_DEVICES_HTML,
    ),
  ],
};
