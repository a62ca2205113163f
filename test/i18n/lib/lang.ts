/**
 * Reading the module's language files the way Foundry does (nested objects and dotted keys both
 * expand to the same flat key), while keeping what JSON.parse throws away: the line of every key
 * and keys defined twice. Two helpers adding a "Drop" block to the same file is a real risk, and
 * JSON.parse would silently keep only the last one.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

export const MODULE_ROOT = "KYNTHAETTIR";

export interface LangEntry {
  readonly key: string;
  readonly value: unknown;
  readonly line: number;
}

export interface LangFile {
  /** Repository-relative path, e.g. `lang/is.json`. */
  readonly file: string;
  /** Parsed top-level object (as JSON.parse gives it). */
  readonly raw: Record<string, unknown>;
  /** Every leaf under its fully expanded dotted key, in file order. */
  readonly entries: readonly LangEntry[];
  /** Leaf value by expanded key. */
  readonly leaves: ReadonlyMap<string, unknown>;
  /** Expanded keys that are objects (not strings): plural groups and sections. */
  readonly groups: ReadonlySet<string>;
  /** Keys written twice (literally, or once nested and once dotted), with the second line. */
  readonly duplicates: readonly LangEntry[];
}

class JsonReader {
  private pos = 0;
  readonly entries: LangEntry[] = [];
  readonly duplicates: LangEntry[] = [];
  readonly groups = new Set<string>();
  private readonly seen = new Map<string, number>();

  constructor(private readonly text: string) {}

  private readonly lineStarts: number[] = [];

  lineAt(pos: number): number {
    if (this.lineStarts.length === 0) {
      this.lineStarts.push(0);
      for (let i = 0; i < this.text.length; i++)
        if (this.text.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
    }
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.lineStarts[mid] ?? 0) <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  private ws(): void {
    while (/\s/.test(this.text[this.pos] ?? "")) this.pos++;
  }

  private fail(what: string): never {
    throw new SyntaxError(`${what} at line ${this.lineAt(this.pos)}`);
  }

  private expect(ch: string): void {
    this.ws();
    if (this.text[this.pos] !== ch) this.fail(`expected '${ch}'`);
    this.pos++;
  }

  private string(): string {
    this.ws();
    const start = this.pos;
    if (this.text[this.pos] !== '"') this.fail("expected a string");
    this.pos++;
    while (this.pos < this.text.length && this.text[this.pos] !== '"') {
      if (this.text[this.pos] === "\\") this.pos++;
      this.pos++;
    }
    this.pos++;
    return JSON.parse(this.text.slice(start, this.pos)) as string;
  }

  private record(key: string, value: unknown, at: number, reported: boolean): void {
    const entry = { key, value, line: this.lineAt(at) };
    // Written once nested and once dotted ("A": {"B": …} and "A.B": …), or a string where a group is.
    if (!reported && (this.seen.has(key) || this.groups.has(key))) this.duplicates.push(entry);
    this.seen.set(key, entry.line);
    this.entries.push(entry);
  }

  value(prefix: string): unknown {
    this.ws();
    const ch = this.text[this.pos];
    if (ch === "{") {
      this.pos++;
      const obj: Record<string, unknown> = {};
      this.ws();
      if (this.text[this.pos] === "}") {
        this.pos++;
        return obj;
      }
      for (;;) {
        this.ws();
        const at = this.pos;
        const name = this.string();
        this.expect(":");
        const key = prefix ? `${prefix}.${name}` : name;
        this.ws();
        const isObject = this.text[this.pos] === "{";
        // The same name twice in one object: JSON.parse (and so Foundry) silently keeps the last.
        const literalTwice = Object.hasOwn(obj, name);
        if (literalTwice) this.duplicates.push({ key, value: undefined, line: this.lineAt(at) });
        const parts = key.split(".");
        const groupKeys = parts.slice(1).map((_, i) => parts.slice(0, i + 1).join("."));
        if (isObject) groupKeys.push(key);
        for (const g of groupKeys) {
          // A string where a group is (or the other way round): one of them is lost on merge.
          if (this.seen.has(g) && !literalTwice)
            this.duplicates.push({ key: g, value: undefined, line: this.lineAt(at) });
          this.groups.add(g);
        }
        const v = this.value(key);
        if (!isObject) this.record(key, v, at, literalTwice);
        obj[name] = v;
        this.ws();
        if (this.text[this.pos] === ",") {
          this.pos++;
          continue;
        }
        this.expect("}");
        return obj;
      }
    }
    if (ch === "[") this.fail("arrays have no place in a language file");
    if (ch === '"') return this.string();
    const m = /^(?:true|false|null|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(this.text.slice(this.pos));
    if (!m) this.fail("unexpected token");
    this.pos += m[0].length;
    return JSON.parse(m[0]) as unknown;
  }

  done(): void {
    this.ws();
    if (this.pos !== this.text.length) this.fail("trailing text");
  }
}

/** Reads JSON text as a language file. Throws a SyntaxError with a line number on bad JSON. */
export function parseLangText(file: string, text: string): LangFile {
  const reader = new JsonReader(text);
  const raw = reader.value("");
  reader.done();
  if (raw === null || typeof raw !== "object") throw new SyntaxError(`${file}: not an object`);
  const leaves = new Map<string, unknown>();
  for (const e of reader.entries) leaves.set(e.key, e.value);
  return {
    file,
    raw: raw as Record<string, unknown>,
    entries: reader.entries,
    leaves,
    groups: reader.groups,
    duplicates: reader.duplicates,
  };
}

export function readLang(lang: string): LangFile {
  const file = `lang/${lang}.json`;
  return parseLangText(file, readFileSync(path.join(REPO_ROOT, file), "utf8"));
}

/** The module's own entries (`KYNTHAETTIR.…`). */
export function moduleEntries(lang: LangFile): LangEntry[] {
  return lang.entries.filter((e) => e.key.startsWith(`${MODULE_ROOT}.`));
}

/**
 * dnd5e's keys the module translates, only in is.json: everything outside `KYNTHAETTIR` (dnd5e's
 * `DND5E.…` keys and its status-effect names under `EFFECT.DND5E.…`).
 */
export function dnd5eEntries(lang: LangFile): LangEntry[] {
  return lang.entries.filter((e) => !e.key.startsWith(`${MODULE_ROOT}.`));
}

/** `{name}` placeholders of a format string, sorted and unique. */
export function placeholders(value: string): string[] {
  return [...new Set([...value.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1] ?? ""))].sort();
}

/** Plural categories Foundry-side code selects with `new Intl.PluralRules(game.i18n.lang)`. */
export function pluralCategories(lang: string): string[] {
  return [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort();
}

const PLURAL_NAMES = new Set(["zero", "one", "two", "few", "many", "other"]);

/** Groups whose children are only plural categories, e.g. `Breath.Targets.{one,other}`. */
export function pluralGroups(lang: LangFile): Map<string, string[]> {
  const children = new Map<string, string[]>();
  for (const e of lang.entries) {
    const dot = e.key.lastIndexOf(".");
    const parent = e.key.slice(0, dot);
    children.set(parent, [...(children.get(parent) ?? []), e.key.slice(dot + 1)]);
  }
  const out = new Map<string, string[]>();
  for (const [parent, names] of children) {
    if (names.includes("other") && names.every((n) => PLURAL_NAMES.has(n))) out.set(parent, names.sort());
  }
  return out;
}

/** dnd5e's English file, flattened the same way. */
export function readDnd5eEnglish(file: string): LangFile {
  return parseLangText(file, readFileSync(file, "utf8"));
}
