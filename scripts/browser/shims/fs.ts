/**
 * `node:fs` for the harness bundled into a browser page (scripts/browser/bundle.ts aliases it):
 * the repository files the harness reads synchronously (dnd5e's fixtures, the pack sources, the
 * manifest, the language files) are fetched by the page before `createWorld` and kept here, under
 * the virtual repository root `/repo` that the bundle's `import.meta.url` points into.
 */
const files = new Map<string, string>();

function normal(p: string): string {
  return p.replace(/\/+/g, "/").replace(/\/$/, "");
}

/** Adds files (path → text) to the page's file system. */
export function addFiles(entries: Readonly<Record<string, string>>): void {
  for (const [p, text] of Object.entries(entries)) files.set(normal(p), text);
}

function isDirectory(p: string): boolean {
  const prefix = `${normal(p)}/`;
  for (const key of files.keys()) if (key.startsWith(prefix)) return true;
  return false;
}

function missing(p: string): Error {
  return Object.assign(new Error(`ENOENT: no such file or directory, open '${p}'`), { code: "ENOENT" });
}

export function existsSync(p: string): boolean {
  return files.has(normal(p)) || isDirectory(p);
}

export function readFileSync(p: string, _encoding?: string): string {
  const text = files.get(normal(p));
  if (text === undefined) throw missing(p);
  return text;
}

export function readdirSync(p: string): string[] {
  const prefix = `${normal(p)}/`;
  const names = new Set<string>();
  for (const key of files.keys())
    if (key.startsWith(prefix)) names.add(key.slice(prefix.length).split("/")[0]!);
  if (!names.size) throw missing(p);
  return [...names].sort();
}

export function statSync(p: string): { isDirectory(): boolean; isFile(): boolean } {
  if (!existsSync(p)) throw missing(p);
  return { isDirectory: () => isDirectory(p), isFile: () => files.has(normal(p)) };
}

export default { existsSync, readFileSync, readdirSync, statSync };
