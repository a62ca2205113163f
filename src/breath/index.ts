/** The breath weapon's public surface: the API entry, the socket and the GM's card actions. */
export { breathWeapon, type BreathContext, type BreathResult, type BreathWeaponOptions } from "./breather";
export { registerBreathSocket } from "./gm";
export { runCardAction } from "./buttons";
