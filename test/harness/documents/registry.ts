/** Document classes by document name (each document file registers its own). */
import type { DocumentClass } from "./types";

const registry = new Map<string, DocumentClass>();

export function registerDocumentClass(name: string, cls: DocumentClass): void {
  registry.set(name, cls);
}

export function documentClassFor(name: string): DocumentClass {
  const cls = registry.get(name);
  if (!cls) throw new Error(`No document class registered for ${name}`);
  return cls;
}
