/** Our races on dnd5e's premade characters (race-cycles.ts), one stack per file so files run in parallel. */
import { raceCycles } from "./race-cycles";

raceCycles("v14-dnd5e61");
