/**
 * `2024 breath ops per use (<shape>) [<stack>]` and `2024 breath chat messages per use (<shape>)
 * [<stack>]`: what one GM use of the 2024 breath (SRD 5.2, red ancestry) with full automation on
 * five creatures writes, for the 15 ft cone and the 30 × 5 ft line, on each stack. Issue 22's bar:
 * at most 3 + N operations (the area, the use, one hit-point update per damaged creature, the card)
 * and one message.
 */
import { getAncestry } from "../../src/content/ancestries";
import { FLAGS, MODULE_ID } from "../../src/content/ids";
import { getFeature24 } from "../../src/content/species24/features";
import { itemLengthsFor } from "../../src/rules/units";
import { STACKS } from "../../test/harness";
import { feature24Source } from "../packs/documents";
import { breathScene } from "./bench-breath";
import { moduleWorld } from "./module-world";

/** Five creatures in the cone pointing east from (600, 550), and five on the line. */
const TARGETS = {
  cone: [
    [750, 550],
    [850, 550],
    [850, 650],
    [850, 450],
    [750, 600],
  ],
  line: [
    [650, 550],
    [750, 550],
    [850, 550],
    [950, 550],
    [1050, 550],
  ],
} as const satisfies Record<"cone" | "line", readonly (readonly [number, number])[]>;

/** The 2024 breath as the drop grants it to a red dragonborn in a metric world. */
function redBreath24(): Record<string, unknown> {
  const source = structuredClone(feature24Source(getFeature24("breathWeapon24"))) as Record<string, unknown>;
  const system = itemLengthsFor(source["system"], "m");
  for (const activity of Object.values(system["activities"] as Record<string, Record<string, unknown>>)) {
    (activity["damage"] as { parts: { types: string[] }[] }).parts[0]!.types = [
      getAncestry("red").damageType,
    ];
  }
  const flags = source["flags"] as Record<string, Record<string, unknown>>;
  return {
    ...source,
    system,
    flags: { ...flags, [MODULE_ID]: { ...flags[MODULE_ID], [FLAGS.ancestry]: "red" } },
  };
}

export async function benchBreath24(): Promise<string[]> {
  const lines: string[] = [];
  for (const stack of STACKS) {
    for (const shape of ["cone", "line"] as const) {
      const m = moduleWorld({ stack: stack.id, metric: true });
      try {
        const actor = await breathScene(m, null, redBreath24(), TARGETS[shape]);
        m.world.ops.reset();
        const before = m.world.chat.length;
        const result = await m.api.breathWeapon({ actor, shape } as unknown as Parameters<
          typeof m.api.breathWeapon
        >[0]);
        await m.settle();
        const hit = result?.targets.filter((t) => t.status === "applied").length ?? 0;
        const n = TARGETS[shape].length;
        const ops = hit === n ? String(m.world.ops.total) : `failed (${hit} of ${n})`;
        lines.push(`2024 breath ops per use (${shape}) [${stack.name}]: ${ops} (bar: ${3 + n})`);
        lines.push(
          `2024 breath chat messages per use (${shape}) [${stack.name}]: ${m.world.chat.length - before}`,
        );
      } finally {
        m.world.uninstall();
      }
    }
  }
  return lines;
}
