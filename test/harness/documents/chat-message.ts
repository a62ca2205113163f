/** ChatMessage: author, whisper and roll modes, speakers, the chat log, visibility. */
import { rt } from "../runtime";
import type { User } from "../users";
import { deepClone, isPlainObject, mergeObject, type Obj } from "../utils";
import { Roll } from "../dice";
import { applyModeTo, applyRollMode } from "../chat";
import { Actor } from "./actor";
import { BaseDocument } from "./base";
import { registerDocumentClass } from "./registry";
import type { DocumentClass, DocumentOperation, PreHookResult } from "./types";

export interface SpeakerData {
  scene: string | null;
  actor: string | null;
  token: string | null;
  alias: string;
}

/** Evaluated Roll objects per message (the source keeps their JSON, as Foundry does). */
const MESSAGE_ROLLS = new WeakMap<object, Roll[]>();

export class ChatMessage extends BaseDocument {
  static override documentName = "ChatMessage";
  static override metadata = { name: "ChatMessage", collection: "messages", label: "DOCUMENT.ChatMessage" };
  declare content: string;
  declare flavor: string;
  declare speaker: SpeakerData;
  declare whisper: string[];
  declare blind: boolean;
  declare rolls: Roll[];
  declare author: string | null;
  declare title: string | undefined;

  override _cleanSource(data: Obj): Obj {
    const rolls = Array.isArray(data.rolls) ? data.rolls : [];
    MESSAGE_ROLLS.set(
      this,
      rolls.filter((r): r is Roll => r instanceof Roll),
    );
    const source = super._cleanSource({
      ...data,
      rolls: rolls.map((r) => (r instanceof Roll ? JSON.stringify(r.toJSON()) : r)),
    });
    source.type = typeof source.type === "string" ? source.type : "base";
    source.content = typeof source.content === "string" ? source.content : String(source.content ?? "");
    source.flavor = typeof source.flavor === "string" ? source.flavor : "";
    source.whisper = Array.isArray(source.whisper)
      ? source.whisper.map((w) => (typeof w === "string" ? w : String((w as { id?: unknown }).id)))
      : [];
    source.blind = Boolean(source.blind);
    source.speaker = mergeObject(
      { scene: null, actor: null, token: null, alias: "" },
      isPlainObject(source.speaker) ? source.speaker : {},
    );
    source.author = typeof source.author === "string" ? source.author : null;
    source.timestamp = typeof source.timestamp === "number" ? source.timestamp : Date.now();
    return source;
  }

  override _initialize(): void {
    super._initialize();
    const s = this._source;
    this.content = String(s.content ?? "");
    this.flavor = String(s.flavor ?? "");
    this.speaker = deepClone(s.speaker as SpeakerData);
    this.whisper = deepClone((s.whisper as string[] | undefined) ?? []);
    this.blind = Boolean(s.blind);
    this.author = typeof s.author === "string" ? s.author : null;
    this.title = typeof s.title === "string" ? s.title : undefined;
    this.rolls = MESSAGE_ROLLS.get(this) ?? [];
  }

  /** Foundry posts the message to this client's chat log (chat.ts renders it, if visible). */
  override _onCreate(data: Obj, options: DocumentOperation, userId: string): void {
    super._onCreate(data, options, userId);
    rt().chatLog.post(this);
  }

  override _onUpdate(changed: Obj, options: DocumentOperation, userId: string): void {
    super._onUpdate(changed, options, userId);
    rt().chatLog.post(this);
  }

  override _onDelete(options: DocumentOperation, userId: string): void {
    super._onDelete(options, userId);
    rt().chatLog.remove(this);
  }

  static override canUserCreate(): boolean {
    return true;
  }

  override canUserModify(user: User): boolean {
    return user.isGM || this.author === user.id;
  }

  get isRoll(): boolean {
    return this.rolls.length > 0;
  }

  override async _preCreate(_data: Obj, options: DocumentOperation, user: User): PreHookResult {
    if (!this._source.author) this.updateSource({ author: user.id });
    // The creation option (V13 `rollMode`; V14 also `messageMode`), either vocabulary.
    const mode = options.messageMode ?? options.rollMode;
    if (typeof mode === "string") {
      const applied = applyModeTo({}, mode);
      if (applied.whisper) this.updateSource({ whisper: applied.whisper, blind: Boolean(applied.blind) });
    }
  }

  /** Foundry's `ChatMessage.getSpeaker({scene, actor, token, alias})`. */
  static getSpeaker({
    scene,
    actor,
    token,
    alias,
  }: {
    scene?: { id: string | null } | null;
    actor?: BaseDocument | null;
    token?: { id: string | null; actor?: BaseDocument | null; name?: string } | null;
    alias?: string;
  } = {}): SpeakerData {
    const canvasScene =
      (globalThis as unknown as { canvas?: { scene?: { id: string | null } | null } }).canvas?.scene ?? null;
    const sceneId = scene?.id ?? canvasScene?.id ?? null;
    if (token) throw new Error("harness: ChatMessage.getSpeaker with a token is not modelled");
    if (actor instanceof Actor && actor.isToken)
      throw new Error("harness: a synthetic actor's ChatMessage.getSpeaker is not modelled");
    // Else the actor, or the user's character, or the user.
    const user = rt().currentUser();
    const speaking = actor ?? (user.character as BaseDocument | null);
    return {
      scene: sceneId,
      actor: speaking?.id ?? null,
      token: null,
      alias: alias ?? speaking?.name ?? user.name,
    };
  }

  /** V13: current. V14: still works, logs core's deprecation (see chat.ts). */
  static applyRollMode(data: Obj, rollMode: string): Obj {
    return applyRollMode(data, rollMode);
  }
}

registerDocumentClass("ChatMessage", ChatMessage as unknown as DocumentClass);
