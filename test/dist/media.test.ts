/**
 * module.json's `media` (Foundry's PackageMediaData; Manifest+'s cover and screenshot types): every
 * file it names is a PNG committed in media/ (rendered by `npm run screenshots`), copied into dist/
 * and the zip; the release's manifest gives a listing absolute URLs for them, as it does for the
 * download, and keeps the setup image where Foundry serves it from the installed module.
 */
import { unzipSync } from "fflate";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SHOT_FILES } from "../../scripts/browser/shots/media";
import { SIDEBAR_WIDTH } from "../../scripts/browser/shots/theme";
import { ZIP_NAME } from "../../scripts/lib/build-steps";
import { DIST, ROOT, mediaFile, mediaFiles, readManifest } from "../../scripts/lib/project";
import { releaseManifest } from "../../scripts/lib/release-manifest";

const manifest = readManifest();
const media = manifest.media ?? [];
const REPO = "kynthaettir/kynthaettir";
const TAG = `v${manifest.version}`;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size from its IHDR chunk, or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (bytes.subarray(12, 16).toString("latin1") !== "IHDR") return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function sizeOf(file: string): { width: number; height: number } {
  const size = pngSize(readFileSync(path.join(ROOT, file)));
  if (!size) throw new Error(`${file} is not a PNG`);
  return size;
}

describe("module.json media", () => {
  it("lists a setup image, one cover and the screenshots, each cover and screenshot with a caption", () => {
    expect(media.map((m) => m.type)).toEqual(["setup", "cover", ...Array(5).fill("screenshot")]);
    for (const m of media.filter((m) => m.type !== "setup")) expect(m.caption, m.url).toMatch(/\S+ \/ \S+/);
  });

  it("names files in the module's folder: media/… for a listing, Foundry's served path for the setup image", () => {
    for (const m of media) {
      if (m.type === "setup") expect(m.url).toBe(`modules/${manifest.id}/media/cover.png`);
      else expect(m.url).toMatch(/^media\/[a-z-]+\.png$/);
    }
  });

  it("every file it names is a PNG committed in media/", () => {
    expect(mediaFiles(manifest).length).toBe(6);
    for (const file of mediaFiles(manifest)) {
      expect(existsSync(path.join(ROOT, file)), file).toBe(true);
      expect(pngSize(readFileSync(path.join(ROOT, file))), file).not.toBeNull();
    }
  });

  it("names exactly the files npm run screenshots writes, and media/ holds nothing else", () => {
    const named = mediaFiles(manifest).map((f) => path.posix.basename(f));
    expect([...named].sort()).toEqual([...SHOT_FILES].sort());
    expect(readdirSync(path.join(ROOT, "media")).sort()).toEqual([...SHOT_FILES].sort());
  });

  it("the cover is 1280 × 720; the chat cards are the 300 px sidebar's width; the dialogs hold the 540 px window", () => {
    expect(sizeOf("media/cover.png")).toEqual({ width: 1280, height: 720 });
    for (const card of ["media/card-gm.png", "media/card-player.png"])
      expect(sizeOf(card).width, card).toBe(SIDEBAR_WIDTH);
    for (const dialog of ["media/dialog-half-elf.png", "media/dialog-dragonborn.png"])
      expect(sizeOf(dialog).width, dialog).toBeGreaterThanOrEqual(540);
  });

  it("dist/ and the zip carry every file it names", () => {
    const zipped = Object.keys(unzipSync(new Uint8Array(readFileSync(path.join(DIST, ZIP_NAME)))));
    for (const file of mediaFiles(manifest)) {
      expect(readFileSync(path.join(DIST, file)).equals(readFileSync(path.join(ROOT, file))), file).toBe(
        true,
      );
      expect(zipped, file).toContain(file);
    }
  });
});

describe("the release's manifest", () => {
  const release = releaseManifest(manifest, REPO, TAG);

  it("points a listing's cover and screenshots at the files committed at the tag, as the download at the release", () => {
    expect(release.download).toBe(`https://github.com/${REPO}/releases/download/${TAG}/${ZIP_NAME}`);
    const listed = (release.media ?? []).filter((m) => m.type !== "setup");
    expect(listed).toHaveLength(6);
    for (const m of listed) {
      const file = mediaFile(manifest, media.find((o) => o.caption === m.caption)!.url)!;
      expect(m.url).toBe(`https://raw.githubusercontent.com/${REPO}/${TAG}/${file}`);
      expect(existsSync(path.join(ROOT, file))).toBe(true);
    }
  });

  it("keeps the setup image where Foundry serves it from the installed module", () => {
    expect((release.media ?? []).filter((m) => m.type === "setup")).toEqual(
      media.filter((m) => m.type === "setup"),
    );
  });

  it("leaves the sources' manifest as it was", () => {
    expect(readManifest()).toEqual(manifest);
  });
});

describe("a media URL", () => {
  it("names a file of the module when relative or under modules/<id>/, none when it is a web address", () => {
    expect(mediaFile(manifest, "media/cover.png")).toBe("media/cover.png");
    expect(mediaFile(manifest, "modules/kynthaettir/media/cover.png")).toBe("media/cover.png");
    expect(mediaFile(manifest, "https://example.org/cover.png")).toBeNull();
    expect(mediaFile(manifest, "/absolute/cover.png")).toBeNull();
  });
});
