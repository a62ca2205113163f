/**
 * Compendium packs: the module's packs read from `packs/_source/<pack>/**\/*.json` (as listed in
 * module.json), plus a small fake of dnd5e's SRD spell compendium (`dnd5e.spells`, eight wizard
 * cantrips with their real ids), the wizard spell list page of `dnd5e.rules` that dnd5e's
 * `dnd5e.registry.spellLists` builds its lists from, and dnd5e's `spells24` as far as the 2024
 * species grant it (./spells24.ts).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Collection } from "./collection";
import { documentClassFor, type BaseDocument } from "./documents";
import { feats24Pack } from "./feats24";
import { repoJson, repoPath } from "./paths";
import { deepClone, isPlainObject, setProperty, type Obj } from "./utils";
import { SPELLS24_METADATA, spells24Sources } from "./spells24";

export interface IndexEntry {
  _id: string;
  name: string;
  type?: string;
  img?: string | null;
  uuid: string;
  [key: string]: unknown;
}

export interface PackMetadata {
  id: string;
  name: string;
  label: string;
  type: string;
  packageName: string;
  packageType: "module" | "system";
  system?: string;
  path?: string;
}

/** A pack's metadata: the package that ships it, its name (`<package>.<name>` is its id), its type. */
function metadata(
  packageName: string,
  packageType: "module" | "system",
  name: string,
  label: string,
  type: string,
  more: Pick<PackMetadata, "system" | "path"> = {},
): PackMetadata {
  return { id: `${packageName}.${name}`, name, label, type, packageName, packageType, ...more };
}

export class CompendiumCollection {
  readonly metadata: PackMetadata;
  readonly index = new Collection<IndexEntry>();
  readonly #sources = new Map<string, Obj>();
  readonly #loaded = new Collection<BaseDocument>();
  locked = true;

  constructor(metadata: PackMetadata, sources: Obj[]) {
    this.metadata = metadata;
    for (const source of sources) {
      const id = source._id;
      if (typeof id !== "string") throw new Error(`A document in pack ${metadata.id} has no _id`);
      if (this.#sources.has(id)) throw new Error(`Duplicate _id ${id} in pack ${metadata.id}`);
      this.#sources.set(id, source);
      this.index.set(id, {
        _id: id,
        name: String(source.name ?? ""),
        type: typeof source.type === "string" ? source.type : undefined,
        img: typeof source.img === "string" ? source.img : null,
        uuid: this.getUuid(id),
      });
    }
  }

  get collection(): string {
    return this.metadata.id;
  }

  get documentName(): string {
    return this.metadata.type;
  }

  get title(): string {
    return this.metadata.label;
  }

  /** The documents loaded so far: what Foundry's CompendiumCollection (a DocumentCollection) holds. */
  get loaded(): Collection<BaseDocument> {
    return this.#loaded;
  }

  /** Loaded documents only, as Foundry's compendium collection holds. */
  get(id: string): BaseDocument | undefined {
    return this.#loaded.get(id);
  }

  getUuid(id: string): string {
    return `Compendium.${this.metadata.id}.${this.metadata.type}.${id}`;
  }

  async getIndex({ fields = [] }: { fields?: string[] } = {}): Promise<Collection<IndexEntry>> {
    for (const [id, entry] of this.index.entries())
      for (const field of fields) {
        const value = field
          .split(".")
          .reduce<unknown>((o, k) => (isPlainObject(o) ? o[k] : undefined), this.#sources.get(id));
        if (value !== undefined) setProperty(entry, field, deepClone(value));
      }
    return this.index;
  }

  async getDocument(id: string): Promise<BaseDocument | undefined> {
    return this.getDocumentSync(id);
  }

  getDocumentSync(id: string): BaseDocument | undefined {
    const loaded = this.#loaded.get(id);
    if (loaded) return loaded;
    const source = this.#sources.get(id);
    if (!source) return undefined;
    const cls = documentClassFor(this.metadata.type);
    const doc = new cls(deepClone(source), { pack: this.metadata.id });
    doc.prepareData();
    this.#loaded.set(id, doc);
    return doc;
  }

  /** The raw source of a document (as stored in the pack). */
  getSource(id: string): Obj | undefined {
    const s = this.#sources.get(id);
    return s ? deepClone(s) : undefined;
  }

  /** Foundry `importFromCompendium` light: world copy with `_stats.compendiumSource`. */
  async importDocument(id: string): Promise<unknown> {
    const source = this.getSource(id);
    if (!source) throw new Error(`No ${this.metadata.type} ${id} in ${this.metadata.id}`);
    const cls = documentClassFor(this.metadata.type);
    delete source._id;
    stripKeys(source);
    source._stats = {
      ...(isPlainObject(source._stats) ? source._stats : {}),
      compendiumSource: this.getUuid(id),
    };
    return cls.create(source);
  }
}

function stripKeys(source: Obj): void {
  delete source._key;
  for (const value of Object.values(source)) {
    if (Array.isArray(value)) for (const v of value) if (isPlainObject(v)) stripKeys(v);
  }
}

/**
 * Parsed pack sources per folder, read once per process: every world loads the same files, and a
 * CompendiumCollection never writes to its sources (it hands out copies).
 */
const parsedSources = new Map<string, Obj[]>();

function packSources(dir: string): Obj[] {
  if (!parsedSources.has(dir)) parsedSources.set(dir, readJsonFiles(dir));
  return parsedSources.get(dir)!;
}

function readJsonFiles(dir: string): Obj[] {
  const out: Obj[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...readJsonFiles(full));
    else if (name.endsWith(".json")) {
      const parsed: unknown = JSON.parse(readFileSync(full, "utf8"));
      if (isPlainObject(parsed)) out.push(parsed);
    }
  }
  return out;
}

interface ManifestPack {
  name: string;
  label: string;
  type: string;
  path?: string;
  system?: string;
}

/**
 * `actor` moved into a new world compendium of actors (locked, as packs are by default): its world
 * copy is deleted and the compendium's document is what the test then meets.
 */
export async function moveIntoActorPack(
  packs: Collection<CompendiumCollection>,
  actor: BaseDocument,
): Promise<{ pack: CompendiumCollection; stored: BaseDocument }> {
  const source = actor.toObject();
  await actor.delete();
  const pack = new CompendiumCollection(metadata("world", "module", "hetjur", "Hetjur", "Actor"), [source]);
  packs.set(pack.collection, pack);
  return { pack, stored: (await pack.getDocument(String(source._id)))! };
}

/** The module's packs from module.json + packs/_source. */
export function loadModulePacks(moduleId: string): CompendiumCollection[] {
  const { packs } = repoJson("module.json") as { packs: ManifestPack[] };
  return packs.map((p) => {
    const meta = metadata(moduleId, "module", p.name, p.label, p.type, {
      system: p.system,
      path: p.path,
    });
    return new CompendiumCollection(meta, packSources(repoPath("packs", "_source", p.name)));
  });
}

/** Real SRD 5.1 cantrip ids from dnd5e's `spells` pack (facts, not its files). */
export const SRD_WIZARD_CANTRIPS: { _id: string; name: string; identifier: string; school: string }[] = [
  { _id: "JLTQyqXEaJDrTXyW", name: "Acid Splash", identifier: "acid-splash", school: "con" },
  { _id: "EOmsUcFQJTfG2oio", name: "Fire Bolt", identifier: "fire-bolt", school: "evo" },
  { _id: "Bnn9Nzajixvow9xi", name: "Light", identifier: "light", school: "evo" },
  { _id: "Utk1OQRwYkMkFRD3", name: "Mage Hand", identifier: "mage-hand", school: "con" },
  { _id: "oIzA2MEHwxhtQneU", name: "Minor Illusion", identifier: "minor-illusion", school: "ill" },
  { _id: "udsLtG0BugXHR2JQ", name: "Prestidigitation", identifier: "prestidigitation", school: "trs" },
  { _id: "ctW81uiX56xZR2c5", name: "Ray of Frost", identifier: "ray-of-frost", school: "evo" },
  { _id: "XvbiNhNqXXIFisIy", name: "Shocking Grasp", identifier: "shocking-grasp", school: "evo" },
];

/** `Compendium.dnd5e.rules.JournalEntry.QvPDSUsAiEn3hD8s.JournalEntryPage.k7Rs5EyXeA0SFTXD` in dnd5e. */
export const WIZARD_SPELL_LIST = { journalId: "QvPDSUsAiEn3hD8s", pageId: "k7Rs5EyXeA0SFTXD" };

export function dnd5ePacks(): CompendiumCollection[] {
  const spells = new CompendiumCollection(
    metadata("dnd5e", "system", "spells", "Spells (SRD)", "Item", { system: "dnd5e" }),
    SRD_WIZARD_CANTRIPS.map((c) => ({
      _id: c._id,
      name: c.name,
      type: "spell",
      img: "icons/svg/item-bag.svg",
      // Membership of a class list is not on the spell: dnd5e's spell list pages hold it.
      system: {
        level: 0,
        school: c.school,
        identifier: c.identifier,
        sourceClass: "",
        description: { value: "", chat: "" },
      },
    })),
  );
  const rules = new CompendiumCollection(
    metadata("dnd5e", "system", "rules", "Rules (SRD)", "JournalEntry", { system: "dnd5e" }),
    [
      {
        _id: WIZARD_SPELL_LIST.journalId,
        name: "Chapter 10: Spellcasting",
        pages: [
          {
            _id: WIZARD_SPELL_LIST.pageId,
            name: "Wizard Spells",
            type: "spells",
            system: {
              type: "class",
              identifier: "wizard",
              spells: SRD_WIZARD_CANTRIPS.map((c) => `Compendium.dnd5e.spells.Item.${c._id}`),
              unlinkedSpells: [],
            },
          },
        ],
      },
    ],
  );
  const spells24 = new CompendiumCollection({ ...SPELLS24_METADATA }, spells24Sources());
  return [spells, rules, spells24, feats24Pack()];
}
