/**
 * The one staleness rule, for a request sent on the socket and a request card alike. A request is
 * made at one moment — when the GM's client receives it on the socket, or when Foundry's server
 * created its card (the card's own `_stats.createdTime`, which its author cannot rewrite, unlike
 * the card's flags) — and it is decided only while it is younger than {@link PENDING_MAX_AGE_MS};
 * its area must have been placed within {@link AREA_MAX_AGE_MS} of that moment. So a card posted
 * now for an area placed half an hour ago is refused as the same request on the socket is, while a
 * breath that waited for a GM, placed and asked at once, can still be decided within the hour. Pure.
 */

/** How far apart the area's placing and the request may be: longer is not the area placed for it (a replay). */
export const AREA_MAX_AGE_MS = 2 * 60_000;

/** A request that waited for a GM longer than this is not resolved any more: it is marked expired. */
export const PENDING_MAX_AGE_MS = 60 * 60_000;

/** Whether the request itself is too old to decide. */
export function requestExpired(requestedAt: number, now: number): boolean {
  return now - requestedAt > PENDING_MAX_AGE_MS;
}

/** Whether the area was not placed for this request: placed too long before (or after) it was made. */
export function areaStale(areaCreatedAt: number | null | undefined, requestedAt: number): boolean {
  return typeof areaCreatedAt === "number" && Math.abs(requestedAt - areaCreatedAt) > AREA_MAX_AGE_MS;
}
