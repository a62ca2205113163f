/**
 * Debian's Chromium (the `chromium` package, /usr/bin/chromium) driven by playwright-core: nothing
 * here downloads a browser. `KYNTHAETTIR_CHROMIUM` names another Chromium-based executable (the
 * release workflow's Ubuntu runner has Google Chrome, not Debian's package).
 */
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

export const DEFAULT_CHROMIUM = "/usr/bin/chromium";

/** Said whenever Chromium is missing: how to install it. */
export const INSTALL_HINT =
  "install Debian's Chromium with `sudo apt-get install chromium` (or set KYNTHAETTIR_CHROMIUM)";

export class ChromiumMissing extends Error {}

/** The Chromium to drive; throws `ChromiumMissing`, saying how to install it, when there is none. */
export function chromiumPath(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const configured = env["KYNTHAETTIR_CHROMIUM"];
  const executable = configured || DEFAULT_CHROMIUM;
  if (!existsSync(executable))
    throw new ChromiumMissing(`Chromium was not found at ${executable}: ${INSTALL_HINT}.`);
  return executable;
}

/** A headless Chromium. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true });
}
