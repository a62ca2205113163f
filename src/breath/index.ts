/** The breath weapon's public surface: the API entry, and what src/index.ts wires to hooks. */
export { breathWeapon, type BreathContext, type BreathResult, type BreathWeaponOptions } from "./breath";
export { onPreCreateActivityTemplate, onRenderChatMessageHTML } from "./hooks";
export { registerBreathSocket, runCardAction } from "./gm";
