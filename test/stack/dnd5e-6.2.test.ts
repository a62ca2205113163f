/**
 * Ready for dnd5e 6.2, which removes what 6.0 deprecated "until DnD5e 6.2": the module's source
 * uses none of it (read with the TypeScript compiler API, so comments are prose, not uses), and
 * nothing of it depends on dnd5e 6.1.2 making `Activity#_finalizeMessageConfig` async.
 *
 * Deprecated until 6.2 (issue 19; dnd5e 6.0-deprecations c83a613dd): the singular
 * `Activity#effect` getter, `UsageMessageData#spellLevel` (now `level`), `ActivityField`,
 * `AdvancementField`, `EmbeddedDataField5e` (module/data/fields/embedded-data-field.mjs),
 * property attributions with `mode` rather than `type` (module/applications/property-attribution.mjs)
 * and `ActiveEffect5e.FORMULA_FIELDS`.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { afterEach, describe, expect, it } from "vitest";
import { STACKS } from "../harness";
import { placeTokenAt } from "../harness/scene";
import { FLOW_HOOKS } from "../../src/hooks";
import { breathWorld, creature, dragonborn, ORIGIN, settle } from "../breath/support";
import type { World } from "../harness";

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../src");

const REMOVED_NAMES = new Set([
  "ActivityField",
  "AdvancementField",
  "EmbeddedDataField5e",
  "FORMULA_FIELDS",
  "spellLevel",
  "PropertyAttribution",
  "_finalizeMessageConfig",
]);

/** Where a source text uses an API dnd5e 6.2 removes: "line: what". */
function usesOfRemovedApis(fileName: string, text: string): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, what: string): void => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push(`${line + 1}: ${what}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      if (REMOVED_NAMES.has(node.text)) report(node, node.text);
      // The singular getter; `effects` and a variable called `effect` are another matter.
      if (node.text === "effect" && ts.isPropertyAccessExpression(node.parent) && node.parent.name === node)
        report(node, ".effect");
    }
    if (ts.isStringLiteralLike(node)) {
      for (const name of REMOVED_NAMES) if (new RegExp(`\\b${name}\\b`).test(node.text)) report(node, name);
      if (/\.effect\b/.test(node.text)) report(node, ".effect");
    }
    // A property attribution written with `mode` ({label, mode, value}); active-effect changes
    // ({key, mode, value}) are Foundry's, not an attribution.
    if (ts.isObjectLiteralExpression(node)) {
      const keys = new Set(node.properties.map((p) => p.name?.getText(file)));
      if (keys.has("mode") && keys.has("label") && !keys.has("key")) report(node, "attribution mode");
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(name) ? [full] : [];
  });
}

describe("ready for dnd5e 6.2", () => {
  it("src/ uses none of the APIs dnd5e deprecated until 6.2", () => {
    const found = sourceFiles(SRC).flatMap((file) =>
      usesOfRemovedApis(file, readFileSync(file, "utf8")).map((hit) => `${path.relative(SRC, file)}:${hit}`),
    );
    expect(found).toEqual([]);
  });

  it("the scan finds each of them (and not their successors)", () => {
    const bad = [
      "const e = activity.effect;",
      "const l = message.system.spellLevel;",
      'const l2 = getProperty(message, "system.spellLevel");',
      "const f = dnd5e.dataModels.fields.ActivityField;",
      "const g = dnd5e.dataModels.fields.AdvancementField;",
      "class X extends EmbeddedDataField5e {}",
      "const h = CONFIG.ActiveEffect.documentClass.FORMULA_FIELDS;",
      'new dnd5e.applications.PropertyAttribution(actor, [{ label: "Race", mode: 2, value: 2 }], "x");',
      "class A extends Activity { async _finalizeMessageConfig() {} }",
    ].join("\n");
    expect(usesOfRemovedApis("bad.ts", bad).map((hit) => hit.split(": ")[1])).toEqual([
      ".effect",
      "spellLevel",
      "spellLevel",
      "ActivityField",
      "AdvancementField",
      "EmbeddedDataField5e",
      "FORMULA_FIELDS",
      "PropertyAttribution",
      "attribution mode",
      "_finalizeMessageConfig",
    ]);
    const good = [
      "const e = activity.effects; const effect = item.effects.contents[0];",
      "const l = message.system.level;",
      "const c = { key: 'system.abilities.con.value', mode: 2, value: '2', priority: 20 };",
      "// activity.effect and spellLevel in a comment are prose",
    ].join("\n");
    expect(usesOfRemovedApis("good.ts", good)).toEqual([]);
  });

  it("the module hooks nothing of a use's message making, so an async _finalizeMessageConfig cannot reorder it", () => {
    const hooked = FLOW_HOOKS.map(([name]) => name);
    for (const name of hooked)
      expect(name, name).not.toMatch(/UsageMessage|postUseActivity|ActivityConsumption/);
  });
});

describe.each(STACKS)("a breath when dnd5e's _finalizeMessageConfig is async or not ($name)", ({ id }) => {
  let world: World | undefined;
  afterEach(() => world?.uninstall());

  it("the breath is decided once, its use spent once, and one card posted", async () => {
    const b = breathWorld({ stack: id, lang: "is" });
    world = b.world;
    const { actor, item } = await dragonborn(world);
    const goblin = await creature(world, "Gobbi", { hp: 40 });
    await world.asUser("gm", () => placeTokenAt(b.world, actor, 550, 550));
    await world.asUser("gm", () => placeTokenAt(b.world, goblin, 750, 550));
    type Finalize = (usage: unknown, message: unknown, results: unknown) => unknown;
    const activities = item.system.activities as unknown as {
      contents: { _finalizeMessageConfig: Finalize }[];
    };
    const finalize = activities.contents[0]!._finalizeMessageConfig({}, { data: {} }, { updates: {} });
    expect(finalize instanceof Promise).toBe(world.stack.features.asyncFinalizeMessageConfig);
    await finalize;
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    world.dice.force(4, 5, 3);
    const result = await b.api.breathWeapon({ actor } as never);
    await settle(world);
    expect(result?.targets.map((t) => t.name)).toEqual(["Gobbi"]);
    expect(Number((item.system.uses as { spent: number }).spent)).toBe(1);
    expect(world.chat).toHaveLength(1);
  });
});
