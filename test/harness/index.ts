/**
 * Harness entry: a small, faithful fake of Foundry V13/V14 + dnd5e 5.3/6.1 for flow tests in Node.
 * `createWorld(options)` installs the globals; `world.uninstall()` removes them.
 *
 * CONTRACT, what each part promises (docs/architecture.md "Harness contract" is the long form):
 * - Stacks: `createWorld({ stack })` with `stack` one of `STACKS` (id + display `name` for test
 *   titles/bench lines): "v13-dnd5e53" (default; V13.351 + dnd5e 5.3.3), "v14-dnd5e53" (V14.369 +
 *   5.3.3), "v14-dnd5e61" (V14.369 + dnd5e 6.1.2). `generation`/`systemVersion` also
 *   pick the stack. Every behaviour that differs lives in `stackFeatures(stack)` (stacks.ts);
 *   `world.stack` = {id, name, generation, build, systemVersion, features}.
 * - Clients: after-hooks (`createX`/`updateX`/`deleteX`) and `_onCreate/_onUpdate/_onDelete` run
 *   on EVERY connected user's client (causing client first), `game.user` switched, the causing
 *   user's id as argument; pre-hooks only on the requesting client. `hooks.calls[].userId` /
 *   `hooks.callsOn(userId, hook)` tell which client ran a hook.
 * - Chat: every connected client that may see a message renders it after create/update
 *   (asynchronously: `await world.settle()`) and the harness fires `renderChatMessageHTML(message,
 *   element, context)` with a DOM element; `world.renderedChat(user)` lists a client's
 *   rendered messages, `world.clickChatButton(user, message, selector)` clicks as that user.
 *   Modes: `ChatMessage.applyRollMode` (V13; deprecated on V14), `ChatMessage.applyMode` +
 *   `core.messageMode` (V14), `CONFIG.Dice.BasicRoll.getMessageMode()`.
 * - Deprecations: `world.deprecations` (`records`, `suppressed`, `matching(text)`, `reset()`)
 *   records every `foundry.utils.logCompatibilityWarning` call and the harness's own core/dnd5e
 *   deprecations, filtered by dnd5e 5.3's `CONFIG.compatibility.excludePatterns`.
 * - Regions: `scene.regions`, `RegionDocument` (shapes in px; `testPoint`, `tokens`),
 *   `canvas.regions` (+ `placeRegion` on V14 once `enableActivities`), `canvas.level`;
 *   permission REGION_CREATE (V14). `world.permissions.grant/revoke(permission, role)` edits
 *   `core.permissions` (e.g. take TEMPLATE_CREATE or REGION_CREATE from players).
 * - dnd5e 6 (stack "v14-dnd5e61"): `dnd5e.canvas.TemplatePlacement.fromActivity/place` and
 *   `Activity#use` placing Regions (placement.ts; the `PlacementScript` from `enableActivities`
 *   answers), deprecated `AbilityTemplate`; data model and CONFIG.DND5E from
 *   test/fixtures/dnd5e/6.x via test/support/dnd5e-facts.ts; `movement.speeds.*` with `_migrate`,
 *   shim getters and AE redirects (schema-6x.ts); typed `usage`/`save` chat messages (`message.system`);
 *   `dnd5e.senseVisionSync` deriving token `sight`/`detectionModes` (vision.ts).
 * - Item context menu: `rightClickItem(item, user?)` → `{labels, shown, click(label)}` after
 *   `dnd5e.getItemContextOptions`, in the stack's entry shape (context-menu.ts).
 * - Unlinked tokens (`world.placeToken(actor, {actorLink: false})`, `placeTokenAt(…, {actorLink:
 *   false})`): `token.actor` is the token's synthetic Actor (`isToken`, `token`, parent = the
 *   TokenDocument, id = the base actor's, UUID `Scene.x.Token.y.Actor.<id>`), prepared from the
 *   base actor + `token.delta` (ActorDelta: name, img, system, flags, items, effects; synthetic.ts).
 *   Its updates (applyDamage included) write the delta only: one operation logged as `update
 *   ActorDelta` (parent = the token), `preUpdateActor`/`updateActor` with the synthetic actor, no
 *   Token hook; its items/effects log the delta's UUID as parent. Base actor changes reach it
 *   except where the delta overrides. Its UUID resolves until the token (or scene) is deleted, then
 *   `fromUuid`/`fromUuidSync` give null. `getActiveTokens()`: a synthetic actor's own token; a world
 *   actor's tokens include unlinked ones unless `linked = true` (Foundry's getDependentTokens).
 */
export { createWorld, MODULE_ID, type World, type WorldOptions } from "./world";
export { Actor, Item, ChatMessage, Macro, BaseDocument } from "./documents";
export { Roll, D20Roll } from "./dice";
export { type RecordedDialog } from "./dialog";
export { ACTIVE_EFFECT_MODES } from "./effects";
export { CompendiumCollection, SRD_WIZARD_CANTRIPS } from "./packs";
export { Token, TokenDocument } from "./canvas";
export { STACKS, stackInfo, type StackId } from "./stacks";
export { RegionDocument } from "./regions";
export { rightClickItem } from "./context-menu";
export { classItemData, raceItemData, effectData, breathFeatureData } from "./builders";
