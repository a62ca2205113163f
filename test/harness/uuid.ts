/** `fromUuidSync`'s resolution: world documents, embedded paths, compendium documents and indices. */
import { Collection } from "./collection";
import { BaseDocument } from "./documents";
import { CompendiumCollection } from "./packs";
import { type DocumentLike } from "./runtime";
import { Users } from "./users";

export interface ResolveContext {
  collections: Map<string, Collection<DocumentLike>>;
  packs: Collection<CompendiumCollection>;
  users: Users;
  indexFallback: boolean;
  load?: boolean;
}

/** Resolve `Type.id[.Type.id]*` or `Compendium.pkg.pack.Type.id[...]`. */
export function resolveUuidSync(uuid: string, ctx: ResolveContext): unknown {
  if (!uuid || typeof uuid !== "string") return undefined;
  const parts = uuid.split(".");
  let doc: BaseDocument | undefined;
  let rest: string[];
  if (parts[0] === "Compendium") {
    const pack = ctx.packs.get(`${parts[1]}.${parts[2]}`);
    const id = parts[4];
    if (!pack || !id) return undefined;
    rest = parts.slice(5);
    const loaded = ctx.load ? pack.getDocumentSync(id) : pack.get(id);
    if (!loaded) return ctx.indexFallback && !rest.length ? pack.index.get(id) : undefined;
    doc = loaded;
  } else {
    const [type, id] = parts;
    if (!type || !id) return undefined;
    if (type === "User") return ctx.users.get(id);
    doc = ctx.collections.get(type)?.get(id) as BaseDocument | undefined;
    rest = parts.slice(2);
  }
  while (doc && rest.length >= 2) {
    const [type, id] = rest as [string, string];
    try {
      doc = doc.getEmbeddedDocument(type, id);
    } catch {
      return undefined;
    }
    rest = rest.slice(2);
  }
  return doc;
}
