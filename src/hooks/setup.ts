import { registerBreathSocket } from "../breath";

/** `setup`: every client listens on the module socket; only the active GM answers breath requests. */
export function onSetup(): void {
  registerBreathSocket();
}
