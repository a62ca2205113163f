/**
 * The choice kinds the module ships, registered on import. A new kind is one more file here that
 * calls `registerChoiceKind`, and its strings under `KYNTHAETTIR.Choice.<kind>`.
 */
import "./ancestry";
import "./abilities";
import "./asi";
import "./skills";
import "./language";
import "./tool";
import "./cantrip";
import "./ancestry24";
import "./skills24";
import "./size";
import "./giant-ancestry";
import "./origin-feat";
import "./spell-ability";

export * from "./kind";
export { fieldName } from "./pick";
