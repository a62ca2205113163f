import { benchChangeChoicesOps, benchDropOps } from "./bench-drop";
import { benchBreathOps } from "./bench-breath";

/** Database-operation figures from the flows, measured in the test harness. */
export async function benchFlows(): Promise<string[]> {
  return [await benchDropOps(), await benchChangeChoicesOps(), await benchBreathOps()];
}
