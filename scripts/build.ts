import { watch } from "node:fs";
import path from "node:path";
import { buildAll, buildPacks, buildScript, buildStyles, buildZip, copyStatic } from "./lib/build-steps";
import { ROOT } from "./lib/project";
import { writeSources } from "./packs/sources";

const started = performance.now();
await buildAll();
console.log(`dist/ built in ${Math.round(performance.now() - started)} ms`);

if (process.argv.includes("--watch")) {
  // `npm run dev`: rebuild only the parts that changed, then re-zip, so Foundry can reload quickly.
  // Editors write a file in several steps, so changes are gathered for a moment before rebuilding.
  type Step = () => Promise<unknown>;
  const regeneratePacks: Step = async () => {
    await writeSources();
    await buildPacks();
  };
  const watched: [string, Step[]][] = [
    // src/content is the source of the packs as well as part of the bundle.
    ["src", [buildScript]],
    ["src/content", [regeneratePacks]],
    ["styles", [buildStyles]],
    ["lang", [copyStatic]],
    ["templates", [copyStatic]],
    ["media", [copyStatic]],
    ["module.json", [copyStatic, buildPacks]],
  ];
  const pending = new Set<Step>();
  let timer: NodeJS.Timeout | undefined;
  let queue: Promise<void> = Promise.resolve();
  const flush = (): void => {
    const steps = [...pending];
    pending.clear();
    queue = queue
      .then(async () => {
        for (const step of steps) await step();
        await buildZip();
        console.log(`rebuilt (${steps.map((s) => s.name).join(", ")})`);
      })
      .catch((error: unknown) => console.error(error));
  };
  for (const [target, steps] of watched) {
    watch(path.join(ROOT, target), { recursive: true }, () => {
      for (const step of steps) pending.add(step);
      clearTimeout(timer);
      timer = setTimeout(flush, 150);
    });
  }
  console.log("watching src, styles, lang, templates, media and module.json …");
}
