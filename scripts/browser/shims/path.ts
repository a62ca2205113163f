/** `node:path` (POSIX) for the harness bundled into a browser page: the few functions it uses. */
export const sep = "/";

function normalize(p: string): string {
  const absolute = p.startsWith("/");
  const out: string[] = [];
  for (const part of p.split("/")) {
    if (!part || part === ".") continue;
    if (part === "..") {
      if (out.length && out.at(-1) !== "..") out.pop();
      else if (!absolute) out.push("..");
    } else out.push(part);
  }
  const joined = out.join("/");
  return absolute ? `/${joined}` : joined || ".";
}

export function join(...parts: string[]): string {
  return normalize(parts.filter(Boolean).join("/"));
}

export function resolve(...parts: string[]): string {
  let p = "";
  for (const part of parts) p = part.startsWith("/") ? part : `${p}/${part}`;
  return normalize(p.startsWith("/") ? p : `/${p}`);
}

export function dirname(p: string): string {
  const n = normalize(p);
  const at = n.lastIndexOf("/");
  return at <= 0 ? (n.startsWith("/") ? "/" : ".") : n.slice(0, at);
}

export function basename(p: string, ext = ""): string {
  const base = normalize(p).split("/").at(-1) ?? "";
  return ext && base.endsWith(ext) ? base.slice(0, -ext.length) : base;
}

export function extname(p: string): string {
  const base = basename(p);
  const at = base.lastIndexOf(".");
  return at > 0 ? base.slice(at) : "";
}

export function relative(from: string, to: string): string {
  const a = resolve(from).split("/").filter(Boolean);
  const b = resolve(to).split("/").filter(Boolean);
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return [...a.slice(i).map(() => ".."), ...b.slice(i)].join("/");
}

const path = { sep, join, resolve, dirname, basename, extname, relative, normalize };
export const posix = path;
export { normalize };
export default { ...path, posix };
