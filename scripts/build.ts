import { watch } from "node:fs";
import path from "node:path";
import { buildAll, buildPacks, buildScript, buildStyles, buildZip, copyStatic } from "./lib/build-steps";
import { ROOT } from "./lib/project";

const started = performance.now();
await buildAll();
console.log(`dist/ built in ${Math.round(performance.now() - started)} ms`);

if (process.argv.includes("--watch")) {
  // `npm run dev`: rebuild only the part that changed, then re-zip, so Foundry can reload quickly.
  const steps: Record<string, () => Promise<void>> = {
    src: buildScript,
    styles: buildStyles,
    lang: copyStatic,
    templates: copyStatic,
    packs: buildPacks,
  };
  let queue = Promise.resolve();
  for (const [dir, step] of Object.entries(steps)) {
    watch(path.join(ROOT, dir), { recursive: true }, () => {
      queue = queue
        .then(step)
        .then(() => buildZip())
        .then(() => console.log(`rebuilt ${dir}`))
        .catch((error: unknown) => console.error(error));
    });
  }
  console.log("watching src, styles, lang, templates and packs …");
}
