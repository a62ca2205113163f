/**
 * `npm run test:real -- <folder>`: the real-data suite (test/real/, vitest.real.config.ts) against
 * dnd5e's own compendium sources in `<folder>` (dnd5e's `packs/_source`, or a copy holding
 * `heroes/`, `actors24/premades/`, `monsters/`). Not part of `npm test`: a bare clone has no dnd5e
 * data, and none of it is committed. Extra arguments go to vitest (e.g. `-t "V14"`).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const [folder, ...rest] = process.argv.slice(2);
if (!folder) {
  console.error("usage: npm run test:real -- <folder with dnd5e pack sources> [vitest arguments]");
  process.exit(2);
}
const root = path.resolve(folder);
const missing = ["heroes", "actors24/premades", "monsters"].filter((p) => !existsSync(path.join(root, p)));
if (missing.length) {
  console.error(`${root} has no ${missing.join(", ")}: not a folder of dnd5e pack sources`);
  process.exit(2);
}
const result = spawnSync("npx", ["vitest", "run", "--config", "vitest.real.config.ts", ...rest], {
  stdio: "inherit",
  env: { ...process.env, KYNTHAETTIR_DND5E_PACKS: root },
});
process.exit(result.status ?? 1);
