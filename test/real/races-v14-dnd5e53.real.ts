/** Our races on dnd5e's premade characters (race-cycles.ts, replace-cycles.ts), one stack per file so files run in parallel. */
import { raceCycles } from "./race-cycles";
import { replaceCycles } from "./replace-cycles";

raceCycles("v14-dnd5e53");
replaceCycles("v14-dnd5e53");
