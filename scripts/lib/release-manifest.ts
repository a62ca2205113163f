/**
 * The manifest a release ships (scripts/release.ts writes it into dist/module.json): the project,
 * manifest and download URLs point at the release, and each media file a listing shows (a cover,
 * the screenshots) gets an absolute URL at the release's tag, as a package listing reads it from
 * the manifest alone (Manifest+'s `media`). A `setup` image stays the path Foundry serves from the
 * installed module, as Foundry wants it (https://github.com/foundryvtt/foundryvtt/issues/8913).
 */
import { ZIP_NAME } from "./build-steps";
import { mediaFile, type Manifest, type ManifestMedia } from "./project";

/** Where a committed file of the repository is served at a tag. */
export function fileAtTag(repo: string, tag: string, file: string): string {
  return `https://raw.githubusercontent.com/${repo}/${tag}/${file}`;
}

function absoluteMedia(manifest: Manifest, repo: string, tag: string, media: ManifestMedia): ManifestMedia {
  if (media.type === "setup") return media;
  const absolute = (url: string): string => {
    const file = mediaFile(manifest, url);
    return file === null ? url : fileAtTag(repo, tag, file);
  };
  return {
    ...media,
    url: absolute(media.url),
    ...(media.thumbnail ? { thumbnail: absolute(media.thumbnail) } : {}),
  };
}

/** The release's manifest, for `owner/repo` and the tag `v<version>`. */
export function releaseManifest(manifest: Manifest, repo: string, tag: string): Manifest {
  return {
    ...manifest,
    url: `https://github.com/${repo}`,
    manifest: `https://github.com/${repo}/releases/latest/download/module.json`,
    download: `https://github.com/${repo}/releases/download/${tag}/${ZIP_NAME}`,
    ...(manifest.media ? { media: manifest.media.map((m) => absoluteMedia(manifest, repo, tag, m)) } : {}),
  };
}
