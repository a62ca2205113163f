/**
 * How a creature is named on a breath card, the GM's card and the breather's waiting card alike:
 * by name when the breather may read it — a token whose name is shown to all, a player's own
 * creature, anything for a GM (who chose the breath's roll mode) — and as "an unknown creature"
 * otherwise, so a name a GM hid from players is on no card of a player's breath.
 */
import { tokenNameIsPublic, type TokenDocumentLike } from "../foundry/canvas";

export function cardName(token: TokenDocumentLike, requester: FoundryUser, unknown: string): string {
  if (tokenNameIsPublic(token.displayName)) return token.name;
  if (requester.isGM) return token.name;
  return token.actor?.testUserPermission(requester, "OWNER") ? token.name : unknown;
}
