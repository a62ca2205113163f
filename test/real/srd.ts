/**
 * SRD 5.1 facts the real-data suite checks the prepared data against (written from the SRD's
 * tables, not from dnd5e's data): armour, its base AC and dexterity cap (System Reference
 * Document 5.1, "Armor": light armour adds the full modifier, medium at most +2, heavy none at all, a penalty neither).
 * `cap` 0 marks heavy armour.
 */
export const SRD_ARMOR: Readonly<Record<string, { base: number; cap: number | null }>> = {
  padded: { base: 11, cap: null },
  leather: { base: 11, cap: null },
  studded: { base: 12, cap: null },
  hide: { base: 12, cap: 2 },
  chainshirt: { base: 13, cap: 2 },
  scalemail: { base: 14, cap: 2 },
  breastplate: { base: 14, cap: 2 },
  halfplate: { base: 15, cap: 2 },
  ringmail: { base: 14, cap: 0 },
  chainmail: { base: 16, cap: 0 },
  splint: { base: 17, cap: 0 },
  plate: { base: 18, cap: 0 },
};

/** A shield's bonus (SRD 5.1, "Armor": +2). */
export const SRD_SHIELD = 2;
