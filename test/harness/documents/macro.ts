/** Macro: script macros run with Foundry's arguments. */
import { rt } from "../runtime";
import type { User } from "../users";
import type { Obj } from "../utils";
import { BaseDocument } from "./base";
import { ChatMessage } from "./chat-message";
import { registerDocumentClass } from "./registry";
import type { DocumentClass, DocumentOperation, PreHookResult } from "./types";

/** The arguments Foundry gives a script macro (Macro#execute), in order. */
const MACRO_ARGUMENTS = ["speaker", "actor", "token", "character", "scope"];

export class Macro extends BaseDocument {
  static override documentName = "Macro";
  static override metadata = { name: "Macro", collection: "macros", label: "DOCUMENT.Macro" };
  declare command: string;
  declare scope: string;

  override _cleanSource(data: Obj): Obj {
    const source = super._cleanSource(data);
    source.type = source.type === "chat" ? "chat" : "script";
    source.command = typeof source.command === "string" ? source.command : "";
    source.scope = typeof source.scope === "string" ? source.scope : "global";
    source.img = typeof source.img === "string" ? source.img : "icons/svg/dice-target.svg";
    source.author = typeof source.author === "string" ? source.author : null;
    return source;
  }

  override _initialize(): void {
    super._initialize();
    this.command = String(this._source.command ?? "");
    this.scope = String(this._source.scope ?? "global");
  }

  static override canUserCreate(user: User): boolean {
    return user.can("MACRO_SCRIPT");
  }

  override async _preCreate(_data: Obj, _options: DocumentOperation, user: User): PreHookResult {
    if (!this._source.author) this.updateSource({ author: user.id });
  }

  /** Run a script macro with Foundry's arguments (`speaker`, `actor`, `token`, `character`, `scope`). */
  async execute(scope: Obj = {}): Promise<unknown> {
    if (this.type !== "script") return undefined;
    const user = rt().currentUser();
    const speaker = ChatMessage.getSpeaker({ actor: (scope.actor as BaseDocument | undefined) ?? null });
    const actor = scope.actor ?? null;
    const token = scope.token ?? null;
    const character = user.character ?? null;
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
      ...args: string[]
    ) => (...a: unknown[]) => Promise<unknown>;
    const extraKeys = Object.keys(scope).filter((k) => !MACRO_ARGUMENTS.includes(k));
    const fn = new AsyncFunction(...MACRO_ARGUMENTS, ...extraKeys, `{${this.command}\n}`);
    return fn.call(this, speaker, actor, token, character, scope, ...extraKeys.map((k) => scope[k]));
  }
}

registerDocumentClass("Macro", Macro as unknown as DocumentClass);
