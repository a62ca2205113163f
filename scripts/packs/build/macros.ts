/**
 * The "macros" pack: the breath weapon and the self-check, each one line into the module's API.
 */
import { getFeature } from "../../../src/content/features";
import { MODULE_ID } from "../../../src/content/ids";
import { FEATURE_TEXTS } from "../../../src/content/text/features";
import { BREATH_MACRO_ID, SELF_CHECK_MACRO_ID, type JsonObject } from "./common";

/** The macros are one line into the API each, so macro and module can never disagree. */
export function breathMacroSource(): JsonObject {
  return {
    _id: BREATH_MACRO_ID,
    _key: `!macros!${BREATH_MACRO_ID}`,
    name: FEATURE_TEXTS.breathWeapon.nameIs,
    type: "script",
    scope: "global",
    img: getFeature("breathWeapon").img,
    command: `game.modules.get("${MODULE_ID}").api.breathWeapon({ actor, token });`,
    flags: {},
  };
}

/** "Sjálfspróf": the GM's self-check of the module in this world. */
export function selfCheckMacroSource(): JsonObject {
  return {
    _id: SELF_CHECK_MACRO_ID,
    _key: `!macros!${SELF_CHECK_MACRO_ID}`,
    name: "Sjálfspróf Kynþátta",
    type: "script",
    scope: "global",
    img: "icons/tools/scribal/magnifying-glass.webp",
    command: `game.modules.get("${MODULE_ID}").api.selfCheck();`,
    flags: {},
  };
}
