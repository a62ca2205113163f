/**
 * The breath card as the table reads it in the chat sidebar: a short outcome, the damage each
 * creature takes after its immunities, resistances and vulnerabilities with a mark for each, in
 * "saves" mode the damage the GM's button will take, the breather named once, and no empty button
 * strip on a player's copy.
 */
import { afterEach, describe, expect, it } from "vitest";
import { ANCESTRIES } from "../../src/content/ancestries";
import type { World } from "../harness";
import {
  GM_AND_PLAYER,
  L,
  STACKS,
  breathCards,
  breathWorld,
  breathe,
  cardData,
  creature,
  dragonborn,
  hpOf,
  ORIGIN,
  setAutomation,
  token,
  type BreathWorld,
  type CreatureSpec,
} from "./support";

let world: World | undefined;
afterEach(() => world?.uninstall());

/** A red (fire) dragonborn facing four goblins: plain, fire-resistant, fire-immune, fire-vulnerable. */
async function fourGoblins(stack: (typeof STACKS)[number]["id"]): Promise<BreathWorld & { names: string[] }> {
  const b = breathWorld({ stack, users: GM_AND_PLAYER });
  world = b.world;
  const { actor } = await dragonborn(b.world, { ownedByPlayer: true });
  await token(b.world, actor, 550, 550);
  const specs: [string, CreatureSpec][] = [
    ["Venjulegur", {}],
    ["Þolinn", { resist: ["fire"] }],
    ["Ónæmur", { immune: ["fire"] }],
    ["Viðkvæmur", { vulnerable: ["fire"] }],
  ];
  const spots = [
    [650, 550],
    [750, 550],
    [850, 550],
    [850, 450],
  ] as const;
  for (const [i, [name, spec]] of specs.entries()) {
    const goblin = await creature(b.world, name, { hp: 40, ...spec });
    await token(b.world, goblin, spots[i]![0], spots[i]![1]);
  }
  b.placements.place(ORIGIN.x, ORIGIN.y, 0);
  return { ...b, names: specs.map(([n]) => n) };
}

/** Each row of a rendered card: name, outcome, damage text and mark. */
function rows(html: string): { name: string; outcome: string; damage: string; mark: string }[] {
  return [...html.matchAll(/<tr class="breath-target"[\s\S]*?<\/tr>/g)].map(([row]) => ({
    name: /breath-name">([^<]*)</.exec(row)![1]!,
    outcome: /breath-outcome">([^<]*)</.exec(row)![1]!,
    damage: /breath-taken"[^>]*>([^<]*)/.exec(row)![1]!.trim(),
    mark: /data-mark="([^"]*)"/.exec(row)![1]!,
  }));
}

describe.each(STACKS)("the breath card in the chat sidebar ($name)", ({ id: stack }) => {
  it("shows Tókst or Mistókst and the damage each takes after its traits, marked", async () => {
    const b = await fourGoblins(stack);
    await world!.asUser("gm", () => breathe(b, { actor: world!.actors.getName("Fáfnir")! }));
    const card = breathCards(world!)[0]!;
    const data = cardData(card);
    expect(data.targets.map((t) => t.name).sort()).toEqual([...b.names].sort());
    const shown = rows(card.content);
    for (const target of data.targets) {
      const dealt = target.damage!;
      const expected = {
        Venjulegur: [dealt, ""],
        Þolinn: [Math.floor(dealt / 2), "resisted"],
        Ónæmur: [0, "immune"],
        Viðkvæmur: [dealt * 2, "vulnerable"],
      }[target.name]!;
      const row = shown.find((r) => r.name === target.name)!;
      expect(row.outcome).toBe(target.save!.success ? "Tókst" : "Mistókst");
      expect([Number(row.damage), row.mark]).toEqual(expected);
      // What the card says is what the creature lost.
      expect(40 - hpOf(world!.actors.getName(target.name)!)).toBe(Math.min(40, expected[0] as number));
    }
    expect(card.content).toContain(L(world!, "Breath.Card.Mark.resisted"));
    expect(card.content).not.toMatch(/Tókst: |Mistókst: /);
    // The breather once — by the message's speaker, which Foundry's header shows — and no
    // ancestry line: the card's body names neither the breather nor its ancestry.
    expect(card.speaker.alias).toBe("Fáfnir");
    expect(card.content).not.toContain("Fáfnir");
    const red = ANCESTRIES.find((a) => a.id === "red")!;
    expect(data.damageType).toBe(red.damageType);
    expect(card.content).not.toContain(red.nameIs);
  });

  it("in 'saves' mode shows what the GM's button will take, and the player's copy has no button strip", async () => {
    const b = await fourGoblins(stack);
    await setAutomation(world!, "saves");
    await world!.asUser("gm", () => breathe(b, { actor: world!.actors.getName("Fáfnir")! }));
    const card = breathCards(world!)[0]!;
    const data = cardData(card);
    const shown = rows(card.content);
    const resistant = data.targets.find((t) => t.name === "Þolinn")!;
    expect(Number(shown.find((r) => r.name === "Þolinn")!.damage)).toBe(Math.floor(resistant.damage! / 2));
    expect(card.content).toContain('data-pending="true"');
    expect(card.content).toContain(L(world!, "Breath.Card.NotAppliedNote"));
    for (const name of b.names) expect(hpOf(world!.actors.getName(name)!)).toBe(40);
    const playerCopy = world!.renderedChat("Player").find((r) => r.message.id === card.id)!;
    expect(playerCopy.element.querySelector("[data-kyn-breath-buttons]")).toBeNull();
    const gmCopy = world!.renderedChat("Gamemaster").find((r) => r.message.id === card.id)!;
    expect(gmCopy.element.querySelector("[data-kyn-breath-buttons]")).not.toBeNull();
  });
});
