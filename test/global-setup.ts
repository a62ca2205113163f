/**
 * Builds dist/ once before the test files run, so the tests that read the built module test the
 * code as it is now. Set KYNTHAETTIR_SKIP_BUILD=1 to reuse an existing dist/.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { buildAll } from "../scripts/lib/build-steps";
import { DIST } from "../scripts/lib/project";

export default async function setup(): Promise<void> {
  if (process.env["KYNTHAETTIR_SKIP_BUILD"] === "1" && existsSync(path.join(DIST, "module.json"))) return;
  await buildAll();
}
