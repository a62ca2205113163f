/** `node:url` for the harness bundled into a browser page: file URLs of the virtual repository. */
export function fileURLToPath(url: string | URL): string {
  const parsed = typeof url === "string" ? new URL(url) : url;
  if (parsed.protocol !== "file:") throw new TypeError(`The URL must be of scheme file: ${String(url)}`);
  return decodeURIComponent(parsed.pathname);
}

export function pathToFileURL(p: string): URL {
  return new URL(`file://${encodeURI(p)}`);
}

export default { fileURLToPath, pathToFileURL };
