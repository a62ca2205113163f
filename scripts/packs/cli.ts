import path from "node:path";
import { DIST, PACK_SOURCES } from "../lib/project";
import { compileAllPacks, extractAllPacks } from "./leveldb";

// `packs:compile` builds dist/packs from sources; `packs:extract [dir]` writes dist/packs (or the
// given folder of LevelDB packs, e.g. a Foundry Data/modules/kynthaettir/packs) back to sources.
const [command, from] = process.argv.slice(2);
if (command === "compile") {
  await compileAllPacks(path.join(DIST, "packs"));
  console.log("packs compiled into dist/packs");
} else if (command === "extract") {
  await extractAllPacks(path.resolve(from ?? path.join(DIST, "packs")), PACK_SOURCES);
  console.log("packs extracted into packs/_source");
} else {
  console.error("usage: tsx scripts/packs/cli.ts compile | extract [packs-dir]");
  process.exitCode = 2;
}
