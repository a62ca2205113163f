/** Entry point: wires hooks only. Each hook body lives in src/hooks/. */
import { registerModule } from "./hooks";

registerModule(Hooks);
