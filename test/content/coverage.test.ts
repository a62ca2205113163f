/**
 * Nothing of the seed is silently dropped: every trait bullet of every race and subrace in
 * `../shared/seed/kynthaettir.txt` is named here with where it lives in the module — an effect
 * change on the race item, a race field dnd5e applies, a granted feature item, a choice, or (age
 * and alignment only) the description. Additions to the seed and errata fixes are listed too.
 */
import { isFeatureKey, isSpellKey } from "../../src/content/ids";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { getFeature, getSpell } from "../../src/content/features";
import { RACES, type RaceDef } from "../../src/content/races";
import { FEATURE_TEXTS, SPELL_TEXTS } from "../../src/content/text/features";
import { RACE_TEXTS } from "../../src/content/text/races";
import { describeShared, readSharedText, sharedOr, sharedPath } from "../support/shared";

/** Seed sections that make up each shipped race (a subrace is a complete race). */
const SECTIONS: Record<RaceDef["id"], readonly string[]> = {
  "high-elf": ["Álfar", "Háálfar"],
  "hill-dwarf": ["Dvergar", "Hæðadvergar"],
  dragonborn: ["Fáfnisniðjar"],
  "rock-gnome": ["Gnómar", "Grjótagnómar"],
  "half-elf": ["Hálfálfar"],
  "half-orc": ["Hálforkar"],
  tiefling: ["Helniðjar"],
  human: ["Mannfólk"],
  lightfoot: ["Stuttlungar", "Léttfetar"],
};
const ALL_SECTIONS = new Set(Object.values(SECTIONS).flat());
const DESCRIPTION_ONLY = new Set(["age", "alignment"]);

/** The top-level "• Name. …" bullets of each race section of the seed. */
function seedBullets(seed: string): Map<string, string[]> {
  const bullets = new Map<string, string[]>();
  let section: string | undefined;
  for (const line of seed.split("\n")) {
    const trimmed = line.trim();
    if (ALL_SECTIONS.has(trimmed)) {
      section = trimmed;
      bullets.set(section, []);
    } else if (section && line.startsWith("• ")) {
      bullets.get(section)!.push(line.slice(2).trim());
    }
  }
  return bullets;
}

/** The first length the seed states in metres ("9 metrar", "7.5 metrar", "innan 18 metra"). */
function seedMetres(text: string): number | undefined {
  const match = /(\d+(?:[.,]\d+)?) metr(?:ar|a)\b/.exec(text);
  return match ? Number(match[1]!.replace(",", ".")) : undefined;
}

/** Where a trait lives; `seedText` is the seed's bullet(s) for it, for the traits with a number. */
function locations(race: RaceDef, key: string, seedText = ""): string[] {
  const found: string[] = [];
  const effectTrait = key === "subraceAbilityScoreIncrease" ? "abilityScoreIncrease" : key;
  for (const effect of race.effects.filter((e) => e.trait === effectTrait)) {
    const what = effect.choice
      ? `filled by the ${effect.choice} choice`
      : effect.changes.map((c) => `${c.key}=${c.value}`).join(", ");
    found.push(`effect «${effect.nameIs}» (${what})`);
  }
  if (key === "languages") {
    for (const effect of race.effects.filter((e) => e.trait === "extraLanguage")) {
      found.push(`effect «${effect.nameIs}» (filled by the language choice)`);
    }
  }
  // Speed and darkvision count only when the race's field holds the seed's own number of metres.
  const seedM = seedMetres(seedText);
  if (key === "speed" && seedM !== undefined && seedM === race.walkM) {
    found.push(`race field system.movement.walk = ${race.walkM} m, as the seed says`);
  }
  if (key === "darkvision" && seedM !== undefined && seedM === race.darkvisionM) {
    found.push(`race field system.senses.ranges.darkvision = ${race.darkvisionM} m, as the seed says`);
  }
  const breathGrant = race.grants.some((g) => g.key === "breathWeapon");
  if (key === "draconicAncestry" && breathGrant && race.effects.some((e) => e.choice === "ancestry")) {
    found.push(
      "choice ancestry → flags.kynthaettir.answers; sets «Þol» and configures «Andardráttur Fáfnis»",
    );
  }
  for (const grant of race.grants) {
    if (isFeatureKey(grant.key) && grant.key === key) {
      found.push(`feature item «${FEATURE_TEXTS[getFeature(grant.key).key].nameIs}»`);
    }
    if (isSpellKey(grant.key) && key === "infernalLegacy") {
      const level = grant.level ? ` from level ${grant.level}` : "";
      found.push(`spell item «${SPELL_TEXTS[getSpell(grant.key).key].nameIs}»${level}`);
    }
  }
  if (DESCRIPTION_ONLY.has(key)) found.push("description only (no rules effect)");
  return found;
}

describeShared("every trait of the seed has a home in the module", () => {
  // The seed decides which tests exist, so it is read while collecting — only when ../shared is
  // there; without it this describe is skipped and no per-bullet test is made.
  const seed = sharedOr(() => readSharedText("seed", "kynthaettir.txt"), "");
  const bullets = seedBullets(seed);

  for (const race of RACES) {
    const text = RACE_TEXTS[race.id];
    const names = SECTIONS[race.id].flatMap((s) => bullets.get(s) ?? []);
    let previous: string | undefined;
    const keys: string[] = [];
    const seedTexts = new Map<string, string>();
    for (const bullet of names) {
      const trait = text.traits.find((t) => bullet.startsWith(t.nameIs));
      // The seed continues Draconic Ancestry in a second bullet ("Fáfnisniðjar eru afkomendur dreka…").
      const key = trait?.key ?? (previous === "draconicAncestry" ? "draconicAncestry" : undefined);
      it(`${race.nameIs}: the seed's "${bullet.slice(0, 40)}…" is a known trait`, () => {
        expect(key).toBeDefined();
      });
      if (key && key !== previous) keys.push(key);
      if (key) seedTexts.set(key, `${seedTexts.get(key) ?? ""} ${bullet}`);
      previous = key;
    }

    for (const key of [...new Set(keys)]) {
      const where = locations(race, key, seedTexts.get(key));
      it(`${race.nameIs}: ${key} lives in ${where.join(" + ") || "NOWHERE"}`, () => {
        expect(where.length).toBeGreaterThan(0);
        const traitName = text.traits.find((t) => t.key === key)?.nameIs ?? "";
        expect(text.descriptionHtml).toContain(traitName);
      });
    }
  }

  it("the half-elf's Skill Versatility, missing from the seed, is added as a two-skill choice", () => {
    const halfElf = RACES.find((r) => r.id === "half-elf")!;
    expect(bullets.get("Hálfálfar")!.some((b) => b.startsWith("Fjölhæfni"))).toBe(false);
    expect(locations(halfElf, "skillVersatility")).toEqual([
      "effect «Fjölhæfni» (filled by the skills choice)",
    ]);
    expect(RACE_TEXTS["half-elf"].descriptionHtml).toContain("Fjölhæfni");
  });

  it("CHANGELOG.md lists every correction ERRATA.md asks for", () => {
    const errata = readFileSync(sharedPath("seed/ERRATA.md"), "utf8");
    const changelog = readFileSync(path.resolve(__dirname, "../../CHANGELOG.md"), "utf8").toLowerCase();
    const rows = errata
      .split("\n")
      .filter((l) => l.startsWith("| ") && !l.startsWith("| where") && !l.startsWith("| ---"))
      .map((l) => l.split("|")[1]!.trim());
    expect(rows.length).toBeGreaterThan(12);
    for (const where of rows) expect(changelog, where).toContain(where.toLowerCase());
  });
});
