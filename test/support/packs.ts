/**
 * The module's pack sources as documents, read from packs/_source (what Foundry loads), for pure
 * tests that work on the documents themselves rather than on src/content.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { RACE_DOC_IDS, type RaceId } from "../../src/content/ids";

const SOURCES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "packs", "_source");

export type Doc = Record<string, unknown>;

const cache = new Map<string, Doc[]>();

/** Every document of one pack, parsed (a fresh copy each call). */
export function packDocs(pack: string): Doc[] {
  let docs = cache.get(pack);
  if (!docs) {
    const dir = path.join(SOURCES, pack);
    docs = readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort()
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as Doc);
    cache.set(pack, docs);
  }
  return structuredClone(docs);
}

/** A race item as the `races` pack ships it. */
export function packRaceSource(id: RaceId): Doc {
  const found = packDocs("races").find((d) => d["_id"] === RACE_DOC_IDS[id]);
  if (!found) throw new Error(`no pack source for ${id}`);
  return found;
}

/** A feature or spell as the `race-features` pack ships it, by its UUID. */
export function packItemByUuid(uuid: string): Doc {
  const id = uuid.split(".").at(-1);
  const found = packDocs("race-features").find((d) => d["_id"] === id);
  if (!found) throw new Error(`no pack source for ${uuid}`);
  return found;
}
