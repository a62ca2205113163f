/**
 * The files `npm run screenshots` writes into media/: the names module.json's `media` lists (a
 * test checks the two agree). The cover follows Manifest+'s recommendation for a cover (1280 px
 * wide, no large text); the release writes absolute URLs for them (scripts/lib/release-manifest.ts).
 */
export const SHOT_FILES = [
  "cover.png",
  "dialog-half-elf.png",
  "dialog-dragonborn.png",
  "card-gm.png",
  "card-player.png",
  "self-check.png",
] as const;

export type ShotFile = (typeof SHOT_FILES)[number];

export const SHOTS: readonly { file: ShotFile }[] = SHOT_FILES.map((file) => ({ file }));

/** The cover: the viewport's top left, 1280 × 720 (16:9). */
export const COVER = { file: "cover.png", size: { width: 1280, height: 720 } } as const satisfies {
  file: ShotFile;
  size: { width: number; height: number };
};
