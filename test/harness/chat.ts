/**
 * Chat on every client: roll/message modes, visibility, and rendering.
 *
 * Modes. V13: `ChatMessage.applyRollMode(data, rollMode)` and the client setting `core.rollMode`
 * (`publicroll`, `gmroll`, `blindroll`, `selfroll`). V14 (F5.4): `ChatMessage.applyMode(data,
 * mode)` and `core.messageMode` (`public`, `ic`, `gm`, `blind`, `self`; dnd5e's
 * `BasicRoll.getMessageMode` treats "ic" as "public", 5.3.3 basic-roll.mjs l.440); on V14
 * `applyRollMode` and `core.rollMode` still work but log a deprecation (hidden by dnd5e 5.3's
 * excludePatterns). Assumed, not confirmed: the V14 mode ids above and that both methods accept
 * either vocabulary (dnd5e 5.3.3 passes V14 mode ids to `applyRollMode` on V14, mixin.mjs l.811).
 *
 * Rendering. As Foundry's `ChatMessage#_onCreate` / `_onUpdate` post the message to each
 * client's chat log, every connected client whose user may see the message renders it — after
 * the database operation, asynchronously (`await world.settle()`) — into its own DOM
 * element and calls `Hooks.callAll("renderChatMessageHTML", message, element, context)` with
 * `game.user` = that client's user. Visibility follows V13/V14 `ChatMessage#visible` /
 * `isContentVisible`: a whisper is seen by its author and recipients (a whispered ROLL is seen by
 * all, its content only by recipients, and by the author unless blind); a roll whose content is
 * hidden renders as a private roll. `world.renderedChat(user)` lists what a client rendered;
 * `world.clickChatButton(user, message, selector)` clicks a button there as that user.
 */
import type { ChatMessage } from "./documents";
import { dispatch, parseHtml } from "./dom";
import { deprecated } from "./deprecations";
import { rt, type Runtime } from "./runtime";
import type { User } from "./users";
import { isPlainObject, type Obj } from "./utils";

/** V13 roll mode → V14 message mode. */
const ROLL_TO_MESSAGE_MODE: Readonly<Record<string, string>> = Object.freeze({
  publicroll: "public",
  gmroll: "gm",
  blindroll: "blind",
  selfroll: "self",
  roll: "public",
});

/** V14 message mode → V13 roll mode. */
export const MESSAGE_TO_ROLL_MODE: Readonly<Record<string, string>> = Object.freeze({
  public: "publicroll",
  ic: "publicroll",
  ooc: "publicroll",
  gm: "gmroll",
  blind: "blindroll",
  self: "selfroll",
});

/**
 * V14's message modes, as the choices of the core `messageMode` setting (world-settings.ts). The
 * harness has no `CONFIG.ChatMessage.modes`: nothing here reads it. Labels are core's i18n keys, assumed.
 */
export const MESSAGE_MODES: Readonly<Record<string, { label: string }>> = Object.freeze({
  public: { label: "CHAT.MODES.Public" },
  ic: { label: "CHAT.MODES.InCharacter" },
  gm: { label: "CHAT.MODES.GM" },
  blind: { label: "CHAT.MODES.Blind" },
  self: { label: "CHAT.MODES.Self" },
});

/** A mode in V14 vocabulary, whichever vocabulary it was given in. */
export function toMessageMode(mode: string): string {
  return ROLL_TO_MESSAGE_MODE[mode] ?? mode;
}

/** Whisper/blind for a mode (either vocabulary); also the static `ChatMessage.applyMode` (V14 only). */
export function applyModeTo(data: Obj, mode: string): Obj {
  const r = rt();
  const m = toMessageMode(mode);
  if (m === "gm" || m === "blind") data.whisper = r.users.filter((u) => u.isGM).map((u) => u.id);
  if (m === "blind") data.blind = true;
  if (m === "self") data.whisper = [r.currentUser().id];
  return data;
}

/** `ChatMessage.applyRollMode` (static): current on V13, deprecated on V14. */
export function applyRollMode(data: Obj, rollMode: string): Obj {
  if (rt().features.messageModes)
    deprecated("core", "ChatMessage.applyRollMode is deprecated in favor of ChatMessage.applyMode.", {
      since: 14,
      until: 16,
    });
  return applyModeTo(data, rollMode);
}

export { applyModeTo as applyMode };

/** dnd5e's `CONFIG.Dice.BasicRoll.getMessageMode()` (5.3.3 basic-roll.mjs l.440; 6.x c83a613dd l.441). */
export function getMessageMode(ignoreIC = true): string {
  const r = rt();
  if (!r.features.messageModes) return String(r.settings.get("core", "rollMode"));
  const mode = String(r.settings.get("core", "messageMode"));
  return ignoreIC && mode === "ic" ? "public" : mode;
}

/** `ChatMessage#visible` for a user. */
export function visibleTo(message: ChatMessage, user: User): boolean {
  if (!message.whisper.length || message.isRoll) return true;
  return message.author === user.id || message.whisper.includes(user.id);
}

/** `ChatMessage#isContentVisible` for a user. */
export function contentVisibleTo(message: ChatMessage, user: User): boolean {
  if (!message.whisper.length) return true;
  return message.whisper.includes(user.id) || (message.author === user.id && !message.blind);
}

export interface RenderedMessage {
  readonly message: ChatMessage;
  /** The `<li class="chat-message">` handed to `renderChatMessageHTML` (a DOM element). */
  readonly element: HTMLElement;
  readonly context: Obj;
  /** How many times this client rendered the message (create + updates). */
  readonly renders: number;
}

function escape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** dnd5e 6 usage cards have no content: the card is rendered from `system` (F5.3). */
function usageCardHtml(message: ChatMessage): string {
  const system = message.system;
  const item = isPlainObject(system.item) ? system.item : {};
  const activity = isPlainObject(system.activity) ? system.activity : {};
  const buttons = (Array.isArray(system.buttons) ? system.buttons : []).filter(isPlainObject);
  const buttonHtml = buttons
    .map((b) => {
      const dataset = isPlainObject(b.dataset) ? b.dataset : {};
      const attrs = Object.entries(dataset)
        .map(([k, v]) => ` data-${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${escape(String(v))}"`)
        .join("");
      return `<button type="button"${attrs}>${escape(String(b.label ?? ""))}</button>`;
    })
    .join("");
  return (
    `<div class="dnd5e2 chat-card activity-card" data-item-id="${escape(String(item.id ?? ""))}"` +
    ` data-activity-id="${escape(String(activity.id ?? ""))}">` +
    `<span class="title">${escape(message.title ?? "")}</span>` +
    `<div class="card-buttons">${buttonHtml}</div></div>`
  );
}

function rollHtml(message: ChatMessage, hidden: boolean): string {
  return message.rolls
    .map(
      (roll) =>
        `<div class="dice-roll"><div class="dice-result"><div class="dice-formula">${hidden ? "???" : escape(roll.formula)}</div>` +
        `<h4 class="dice-total">${hidden ? "?" : escape(String(roll.total ?? ""))}</h4></div></div>`,
    )
    .join("");
}

/** The element a client's chat log shows for a message (ChatMessage#renderHTML, much reduced). */
function renderElement(message: ChatMessage, user: User, r: Runtime): Omit<RenderedMessage, "renders"> {
  const contentVisible = contentVisibleTo(message, user);
  const author = message.author ? (r.users.get(message.author) ?? null) : null;
  let content = message.content;
  let flavor = message.flavor;
  let alias = message.speaker.alias || author?.name || "";
  if (message.type === "usage" && !content && r.features.typedUsageMessage) content = usageCardHtml(message);
  if (message.isRoll) {
    if (!contentVisible) {
      content = rollHtml(message, true);
      flavor = `${author?.name ?? "?"} rolled privately`;
      alias = author?.name ?? alias;
    } else if (!parseHtml(content).some((n) => n.nodeType === 1)) content = rollHtml(message, false);
  }
  const whisperTo = message.whisper.map((id) => r.users.get(id)?.name ?? id);
  const classes = ["chat-message", "message", "flexcol"];
  if (message.whisper.length) classes.push("whisper");
  if (message.blind) classes.push("blind");
  const html =
    `<li class="${classes.join(" ")}" data-message-id="${message.id}">` +
    `<header class="message-header flexrow"><h4 class="message-sender">${escape(alias)}</h4>` +
    (whisperTo.length ? `<span class="whisper-to">${escape(whisperTo.join(", "))}</span>` : "") +
    `</header>` +
    (flavor ? `<span class="flavor-text">${escape(flavor)}</span>` : "") +
    `<div class="message-content">${content}</div></li>`;
  const element = parseHtml(html)[0] as HTMLElement;
  const context: Obj = {
    message: message.toObject(),
    user,
    author,
    alias,
    cssClass: classes.slice(3).join(" "),
    isWhisper: message.whisper.length > 0,
    canDelete: user.isGM || message.author === user.id,
    whisperTo: whisperTo.join(", "),
  };
  return { message, element, context };
}

/** Each client's chat log: what it rendered, by message id, in creation order. */
export class ChatLogs {
  readonly #logs = new Map<string, Map<string, RenderedMessage>>();

  constructor(readonly runtime: () => Runtime) {}

  /** The messages a user's client has rendered, oldest first. */
  rendered(userId: string): RenderedMessage[] {
    return [...(this.#logs.get(userId)?.values() ?? [])];
  }

  /** The client's current element for one message, or undefined. */
  get(userId: string, messageId: string): RenderedMessage | undefined {
    return this.#logs.get(userId)?.get(messageId);
  }

  /** `ui.chat.postOne` / `updateMessage` on the CURRENT client (called from `_onCreate` / `_onUpdate`). */
  post(message: ChatMessage): void {
    const r = this.runtime();
    const user = r.currentUser();
    void r.track(
      (async () => {
        // Foundry renders the message after the database event (templates, enrichment: async).
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (!r.alive()) return;
        const log = this.#logs.get(user.id) ?? new Map<string, RenderedMessage>();
        this.#logs.set(user.id, log);
        const stillThere = r.collections.get("ChatMessage")?.get(message.id!) === message;
        if (!stillThere || !visibleTo(message, user)) {
          log.delete(message.id!);
          return;
        }
        r.asUser(user, () => {
          const rendered = renderElement(message, user, r);
          log.set(message.id!, { ...rendered, renders: (log.get(message.id!)?.renders ?? 0) + 1 });
          r.hooks.callAll("renderChatMessageHTML", message, rendered.element, rendered.context);
        });
      })(),
    );
  }

  /** `ui.chat.deleteMessage` on the current client. */
  remove(message: ChatMessage): void {
    const r = this.runtime();
    this.#logs.get(r.currentUser().id)?.delete(message.id!);
  }
}

/**
 * Click `selector` inside a client's rendered message, as that user: the click bubbles through
 * the element's listeners with `game.user` = that user, which stays current while what the click
 * started runs (up to a button re-enabling itself). A hidden, disabled or removed button cannot be
 * clicked (an error, as a user cannot press it).
 */
export async function clickRendered(
  r: Runtime,
  user: User,
  messageId: string,
  selector: string,
): Promise<void> {
  const rendered = r.chatLog.get(user.id, messageId);
  if (!rendered)
    throw new Error(
      `${user.name}'s client has not rendered message ${messageId} (await world.settle() after creating it?)`,
    );
  const target = rendered.element.querySelector<HTMLButtonElement>(selector);
  if (!target) {
    const buttons = [
      ...rendered.element.querySelectorAll("button"),
      ...rendered.element.querySelectorAll("a"),
    ]
      .map((b) => b.outerHTML.slice(0, 80))
      .join("\n  ");
    throw new Error(`No "${selector}" in ${user.name}'s copy of message ${messageId}; it has:\n  ${buttons}`);
  }
  for (let e: HTMLElement | null = target; e; e = e.parentElement)
    if (e.hidden) throw new Error(`"${selector}" is hidden on ${user.name}'s client`);
  if (target.disabled) throw new Error(`"${selector}" is disabled on ${user.name}'s client`);
  await r.asUser(user, async () => {
    dispatch(target, "click");
    for (let i = 0; i < 500 && target.disabled; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
