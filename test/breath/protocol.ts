/**
 * Helpers for the breath protocol's flow tests (a player's request, the active GM's decision):
 * who wrote what, every creature's hit points on the scene, areas placed by hand, requests sent on
 * the module socket by hand (forged or replayed), work slipped in just before the GM decides, and
 * the GM's ready chore for requests that waited.
 */
import { expect } from "vitest";
import { ChatMessage, type Item, type World } from "../harness";
import type { BaseDocument } from "../harness";
import { MODULE_ID, SOCKET_NAME } from "../../src/content/ids";
import { registerBreathSocket } from "../../src/breath";
import { offerWaitingRequests } from "../../src/breath/gm";
import type { AnswerMessage, BreathRequest } from "../../src/breath/request";
import type { CardData } from "../../src/breath/card-data";
import { GM_AND_PLAYER, hpOf, settle } from "./support";

/** A GM, the breathing player, and a second player. */
export const GM_PLAYER_OTHER = [...GM_AND_PLAYER, { name: "Other", role: "player" as const }];

/** Two GMs and the player: only the active one may decide. */
export const TWO_GMS_AND_PLAYER = [
  { name: "Gamemaster", role: "gm" as const },
  { name: "Assistant", role: "gm" as const },
  { name: "Player", role: "player" as const },
];

export function userId(world: World, name: string): string {
  const user = world.users.find((u) => u.name === name);
  if (!user) throw new Error(`no user ${name}`);
  return user.id;
}

export function userName(world: World, id: string): string {
  return world.users.get(id)?.name ?? id;
}

/** Which users' clients wrote the operations logged so far, as `[action, document, user]`. */
export function writes(world: World): [string, string, string][] {
  return world.ops.log.map((e) => [e.action, e.documentName, userName(world, e.userId)]);
}

/** Hit points of every creature that has a token on the scene, by token name. */
export function sceneHp(world: World): Record<string, number> {
  const out: Record<string, number> = {};
  for (const token of world.scene.tokens.contents) {
    const actor = token.actor;
    if (actor) out[token.name ?? actor.name] = hpOf(actor);
  }
  return out;
}

/** Whether this stack places breath areas as Scene Regions (dnd5e 6). */
export function placesRegions(world: World): boolean {
  return world.stack.features.areaPlacement === "template-placement";
}

/** The area document type this stack's breath creates. */
export function areaDocumentName(world: World): "Region" | "MeasuredTemplate" {
  return placesRegions(world) ? "Region" : "MeasuredTemplate";
}

/** The breath areas on the scene (templates or regions). */
export function areasOnScene(world: World): BaseDocument[] {
  return world.scene.getEmbeddedCollection(areaDocumentName(world)).contents;
}

export interface HandArea {
  shape: "cone" | "line";
  /** Origin in pixels. */
  x: number;
  y: number;
  /** Degrees clockwise from east. */
  direction?: number;
  /** Length in scene units (feet on the default 5-ft grid of 100 px). */
  size: number;
  /** A line's width in scene units. */
  width?: number;
  /** A cone's angle in degrees. */
  angle?: number;
}

function pixels(world: World, units: number): number {
  return (units * world.scene.grid.size) / world.scene.grid.distance;
}

function areaData(world: World, area: HandArea): Record<string, unknown> {
  const { shape, x, y, direction = 0, size, width = 5, angle = 53.13 } = area;
  if (placesRegions(world)) {
    const base = { type: shape, x, y, rotation: direction };
    return {
      name: "Area",
      shapes: [
        shape === "cone"
          ? { ...base, radius: pixels(world, size), angle }
          : { ...base, length: pixels(world, size), width: pixels(world, width) },
      ],
    };
  }
  return shape === "cone"
    ? { t: "cone", x, y, direction, distance: size, angle }
    : { t: "ray", x, y, direction, distance: size, width };
}

/** An area document placed by hand by `user` (the stack's kind: a MeasuredTemplate or a Region). */
export async function placeAreaAs(world: World, user: string, area: HandArea): Promise<BaseDocument> {
  const [doc] = await world.asUser(user, () =>
    world.scene.createEmbeddedDocuments(areaDocumentName(world), [areaData(world, area)]),
  );
  if (!doc) throw new Error("the area was not created");
  return doc;
}

/** Rewrites an area's size (as its author may, after placing it). */
export async function reshapeAreaAs(
  world: World,
  user: string,
  area: BaseDocument,
  change: HandArea,
): Promise<void> {
  await world.asUser(user, () => area.update(areaData(world, change)));
}

/** A fresh 16-character id, as the module's request ids are. */
export function newId(world: World): string {
  return world.foundry.utils.randomID();
}

/** The requests a user's client sent on the module socket, in order. */
export function sentRequests(world: World, from: string): BreathRequest[] {
  const id = userId(world, from);
  return world.socket.emitted
    .filter((e) => e.event === SOCKET_NAME && e.from === id)
    .map((e) => e.args[0] as { type?: string; request?: BreathRequest } | null)
    .filter((m) => m?.type === "breath.request" && m.request)
    .map((m) => m!.request!);
}

/** The GM's answers delivered to a user's client, in order. */
export function answersTo(world: World, to: string): AnswerMessage[] {
  const id = userId(world, to);
  return world.socket.deliveries
    .filter((d) => d.event === SOCKET_NAME && d.to === id)
    .map((d) => d.args[0] as AnswerMessage | null)
    .filter((m): m is AnswerMessage => m?.type === "breath.answer");
}

/** Every answer a GM's client sent (to count decisions). */
export function answersSent(world: World): AnswerMessage[] {
  return world.socket.emitted
    .filter((e) => e.event === SOCKET_NAME && world.users.get(e.from)?.isGM)
    .map((e) => e.args[0] as AnswerMessage | null)
    .filter((m): m is AnswerMessage => m?.type === "breath.answer");
}

/** Sends anything on the module socket from a user's client, and waits for what it starts. */
export async function emitAs(world: World, from: string, ...args: unknown[]): Promise<void> {
  world.asUser(from, () => world.game.socket.emit(SOCKET_NAME, ...args));
  await settle(world);
}

/**
 * Sends a request on the module socket from a user's client by hand (as a forger would, with the
 * browser console), and resolves with the GM's answer to it (null when none came).
 */
export async function sendRequestAs(
  world: World,
  from: string,
  request: Record<string, unknown>,
): Promise<AnswerMessage | null> {
  const before = answersTo(world, from).length;
  await emitAs(world, from, { type: "breath.request", request });
  return (
    answersTo(world, from)
      .slice(before)
      .find((a) => a.requestId === request["requestId"]) ?? null
  );
}

/** A well-formed request from `user` (override any field). */
export function requestFor(
  world: World,
  user: string,
  fields: Partial<Record<keyof BreathRequest, unknown>> & Record<string, unknown>,
): Record<string, unknown> {
  return {
    requestId: newId(world),
    userId: userId(world, user),
    actorUuid: null,
    itemUuid: null,
    ancestry: null,
    areaUuid: null,
    targetUuids: [],
    mode: "publicroll",
    ...fields,
  };
}

/**
 * Runs `work` on the active GM's client as each breath request reaches it, just before the GM's
 * client decides it (the module's socket handlers are registered again after this one).
 */
export function beforeGMDecides(world: World, work: (request: BreathRequest) => Promise<void>): void {
  world.game.socket.off(SOCKET_NAME);
  for (const user of world.users) {
    world.asUser(user, () => {
      if (user.isGM)
        world.game.socket.on(SOCKET_NAME, async (...args: unknown[]) => {
          const data = args[0] as { type?: string; request?: BreathRequest } | null;
          if (data?.type === "breath.request" && data.request && world.users.activeGM === user)
            await work(data.request);
        });
      registerBreathSocket();
    });
  }
}

/** The active GM's `ready` chore: offer the requests that waited, answering its dialog with `answer`. */
export async function gmConnectsAndOffers(world: World, answer: boolean | null = true): Promise<number> {
  world.setGMConnected(true);
  world.dialogs.answer(answer);
  const resolved = await world.asUser("gm", () => offerWaitingRequests());
  await settle(world);
  return resolved;
}

/** The GM's card buttons in a user's rendered copy of a message. */
export function cardButtons(world: World, user: string, message: ChatMessage): string[] {
  const rendered = world.renderedChat(user).find((r) => r.message === message);
  if (!rendered) throw new Error(`${user} has not rendered the message`);
  return [...rendered.element.querySelectorAll("[data-kyn-breath-action]")].map(
    (b) => b.getAttribute("data-kyn-breath-action") ?? "",
  );
}

/** The text a user's client shows for a message. */
export function shownTo(world: World, user: string, message: ChatMessage): string {
  const rendered = world.renderedChat(user).find((r) => r.message === message);
  return rendered ? rendered.element.outerHTML : "";
}

export const UNDO = '[data-kyn-breath-action="undo"]';
export const APPLY = '[data-kyn-breath-action="apply"]';

/** The request a waiting card holds (its flags), and its status. */
export function pendingOf(message: ChatMessage): {
  request: BreathRequest;
  requestedAt: number;
  status: string;
  names: string[];
} {
  return (message.flags[MODULE_ID] as Record<string, unknown>)["breathRequest"] as ReturnType<
    typeof pendingOf
  >;
}

/** A player's own message made to look like a GM's breath card, with the GM's buttons in it. */
export async function forgeCardAs(world: World, user: string, data: CardData): Promise<ChatMessage> {
  const buttons =
    '<div class="card-buttons breath-gm-buttons">' +
    '<button type="button" data-kyn-breath-action="apply">Draga skaða frá</button>' +
    '<button type="button" data-kyn-breath-action="undo">Afturkalla skaða</button></div>';
  const created = await world.asUser(user, () =>
    ChatMessage.create({
      content: `<div class="kynthaettir breath-card"><h3>Andardráttur Fáfnis</h3>${buttons}</div>`,
      flags: { [MODULE_ID]: { breath: data } },
    }),
  );
  expect(created).toBeInstanceOf(ChatMessage);
  return created as ChatMessage;
}

/** A user's own message carrying a waiting breath request (as a player's client posts one). */
export async function postRequestCardAs(
  world: World,
  user: string,
  request: Record<string, unknown>,
): Promise<ChatMessage> {
  const created = await world.asUser(user, () =>
    ChatMessage.create({
      content: "<p>…</p>",
      flags: { [MODULE_ID]: { breathRequest: { request, requestedAt: Date.now(), status: "pending" } } },
    }),
  );
  expect(created).toBeInstanceOf(ChatMessage);
  return created as ChatMessage;
}

/** A GM edits the breath's damage formula into nonsense (its roll then throws). */
export async function breakFormula(world: World, item: Item): Promise<void> {
  const activities = item.system.activities as unknown as { contents: { id: string }[] };
  const activityId = activities.contents[0]!.id;
  await world.asUser("gm", () =>
    item.update({
      [`system.activities.${activityId}.damage.parts`]: [
        { custom: { enabled: true, formula: "2d6 +* (" }, types: ["fire"] },
      ],
    }),
  );
}
