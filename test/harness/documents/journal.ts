/** JournalEntry and its pages. */
import type { Collection } from "../collection";
import type { User } from "../users";
import { deepClone, isPlainObject, mergeObject, type Obj } from "../utils";
import { BaseDocument } from "./base";
import { registerDocumentClass } from "./registry";
import type { DocumentClass } from "./types";

export class JournalEntryPage extends BaseDocument {
  static override documentName = "JournalEntryPage";
  static override metadata = {
    name: "JournalEntryPage",
    collection: "pages",
    label: "DOCUMENT.JournalEntryPage",
  };
  declare text: Obj;

  override _cleanSource(data: Obj): Obj {
    const source = super._cleanSource(data);
    source.type = typeof source.type === "string" ? source.type : "text";
    source.text = mergeObject({ content: "", format: 1 }, isPlainObject(source.text) ? source.text : {});
    source.title = mergeObject({ show: true, level: 1 }, isPlainObject(source.title) ? source.title : {});
    source.system = isPlainObject(source.system) ? source.system : {};
    return source;
  }

  override _initialize(): void {
    super._initialize();
    this.text = deepClone((this._source.text as Obj | undefined) ?? {});
    if (this.type === "spells") {
      const spells = this.system.spells;
      this.system.spells = new Set(Array.isArray(spells) ? spells : []);
    }
  }
}

export class JournalEntry extends BaseDocument {
  static override documentName = "JournalEntry";
  static override embedded = { JournalEntryPage: "pages" };
  static override metadata = { name: "JournalEntry", collection: "journal", label: "DOCUMENT.JournalEntry" };
  declare readonly pages: Collection<JournalEntryPage>;

  static override canUserCreate(user: User): boolean {
    return user.can("JOURNAL_CREATE");
  }
}

registerDocumentClass("JournalEntry", JournalEntry as unknown as DocumentClass);
registerDocumentClass("JournalEntryPage", JournalEntryPage as unknown as DocumentClass);
