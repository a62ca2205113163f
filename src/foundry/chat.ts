/**
 * The breath's chat card and the module socket. V14 applies a message's visibility with
 * `ChatMessage.applyMode`, V13 with `applyRollMode`: the difference lives here.
 */
import { SOCKET_NAME } from "../content/ids";
import type { ChatMessageDoc } from "./canvas";
import { globals } from "./globals";
import { runningStack } from "./stack";

/** A chat message of this world by id. */
export function getMessage(id: string): ChatMessageDoc | null {
  return globals().game.messages?.get(id) ?? null;
}

/** Every chat message of the world (the GM's client looks for breath requests and cards). */
export function worldMessages(): ChatMessageDoc[] {
  const messages = globals().game.messages as { contents?: ChatMessageDoc[] } | undefined;
  return messages?.contents ? [...messages.contents] : [];
}

interface ChatMessageStatics {
  create(
    data: Record<string, unknown>,
    operation?: Record<string, unknown>,
  ): Promise<ChatMessageDoc | undefined>;
  applyMode?(data: Record<string, unknown>, mode: string): unknown;
  applyRollMode?(data: Record<string, unknown>, mode: string): unknown;
}

/** The roll modes a card may take (V13 names; V14's message modes are mapped). */
export type CardMode = "publicroll" | "gmroll" | "blindroll" | "selfroll";

const V14_MODES: Readonly<Record<CardMode, string>> = {
  publicroll: "public",
  gmroll: "gm",
  blindroll: "blind",
  selfroll: "self",
};

/** The user's current roll mode, as dnd5e's own cards take it, in V13's names. */
export function userCardMode(): CardMode {
  const basic = (CONFIG.Dice as { BasicRoll?: { getMessageMode?(): unknown } } | undefined)?.BasicRoll;
  let mode = basic?.getMessageMode?.();
  if (typeof mode !== "string") {
    try {
      mode = game.settings.get("core", runningStack().modeSetting);
    } catch {
      mode = "publicroll";
    }
  }
  const found = (Object.entries(V14_MODES) as [CardMode, string][]).find(
    ([v13, v14]) => mode === v13 || mode === v14,
  );
  return found?.[0] ?? "publicroll";
}

function gmIds(): string[] {
  return game.users.filter((u) => u.isGM).map((u) => u.id);
}

/**
 * Posts the breath's one card as the current user (the GM's client), visible as the BREATHER's
 * roll mode says: whispered to the GMs and the breather for a private roll, to the GMs only and
 * blind for a blind roll, to the breather for a self roll. The core call (V14 `applyMode`, V13
 * `applyRollMode`) sets the GM side; the breather is added, since the card is not theirs.
 */
export async function postCard(
  data: Record<string, unknown>,
  mode: CardMode,
  breatherUserId: string,
): Promise<ChatMessageDoc | null> {
  const cls = globals().ChatMessage as unknown as ChatMessageStatics;
  const messageData: Record<string, unknown> = { ...data };
  if (runningStack().applyMode === "applyMode" && cls.applyMode) cls.applyMode(messageData, V14_MODES[mode]);
  else cls.applyRollMode?.(messageData, mode);
  if (mode === "gmroll") messageData["whisper"] = [...new Set([...gmIds(), breatherUserId])];
  if (mode === "blindroll") messageData["whisper"] = gmIds();
  if (mode === "selfroll") messageData["whisper"] = [breatherUserId];
  return (await cls.create(messageData, messageData["_id"] ? { keepId: true } : {})) ?? null;
}

/** Posts a message with the user's own roll mode (a player's request card while no GM is there). */
export async function postOwnMessage(data: Record<string, unknown>): Promise<ChatMessageDoc | null> {
  const cls = globals().ChatMessage as unknown as ChatMessageStatics;
  return (await cls.create({ ...data })) ?? null;
}

/** Whom a card is from: Foundry's chat speaker for the breathing actor. */
export function speakerFor(actor: Actor5e): Record<string, unknown> {
  return globals().ChatMessage.getSpeaker({ actor });
}

/** Sends to every other client on the module socket. */
export function emitSocket(data: unknown): void {
  game.socket.emit(SOCKET_NAME, data);
}

/**
 * Listens on the module socket; the handler's promise is returned to whoever delivers the data.
 * Who sent a message is what Foundry's server says, never what the message says: the server
 * appends the sending user's id after what the sender emitted, so the module's one-argument emit
 * arrives as `(data, senderId)` (socketlib reads it so: `_onSocketReceived(message, senderId)`).
 * A message with any other number of arguments was not sent by this module: a client that added
 * an argument would have put a claimed id where a handler reading "the second argument" looks, and
 * the server's id behind it. It is dropped, as is one whose sender is not a user of this world.
 */
export function onSocket(handler: (data: unknown, sender: FoundryUser) => unknown): void {
  game.socket.on(SOCKET_NAME, (...args: unknown[]) => {
    if (args.length !== 2) return undefined;
    const [data, senderId] = args;
    const sender = typeof senderId === "string" ? game.users.get(senderId) : undefined;
    return sender ? handler(data, sender) : undefined;
  });
}
