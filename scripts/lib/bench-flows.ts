import { benchChangeChoicesOps, benchDropOps } from "./bench-drop";
import { benchBreath } from "./bench-breath";
import { benchBreath24 } from "./bench-breath24";
import { benchSpecies24DropOps } from "./bench-species24";

/** Database-operation figures from the flows, measured in the test harness on each supported stack. */
export async function benchFlows(): Promise<string[]> {
  return [
    ...(await benchDropOps()),
    ...(await benchSpecies24DropOps()),
    await benchChangeChoicesOps(),
    ...(await benchBreath()),
    ...(await benchBreath24()),
  ];
}
