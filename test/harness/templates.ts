/**
 * `foundry.applications.handlebars.renderTemplate/loadTemplates/getTemplate`, with the Foundry
 * helpers templates commonly use (`localize`, `checked`, `selectOptions`, `eq` …).
 *
 * Foundry fetches a template from the server by its path under the user data folder; the module's
 * files are there as the built module installs them, `modules/<id>/…` = `dist/…`. A path that is
 * not the module's, or names no file in dist/, fails as the server fails to read it: "ENOENT: no
 * such file or directory, open '…'" (reported on V13 in Detailing-the-Realm/svnsea2e#171). The
 * templates are compiled by Handlebars itself, so a helper nobody registered throws as Handlebars
 * throws (`Missing helper: "x"`).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import Handlebars from "handlebars";
import { repoPath } from "./paths";
import type { Localization } from "./i18n";

export type HandlebarsRuntime = typeof Handlebars;

interface SelectOptionsHash {
  selected?: unknown;
  blank?: string;
  localize?: boolean;
  nameAttr?: string;
  labelAttr?: string;
}

/**
 * Handlebars' own compiler output per template text, kept for the process: compiling the same two
 * templates again in every world cost more than the rest of a world's set-up. Each world still
 * binds the compiled template to its own Handlebars environment (its helpers, its partials).
 */
const precompiled = new Map<string, string>();

function templateSpec(source: string): TemplateSpecification {
  if (!precompiled.has(source))
    precompiled.set(source, Handlebars.precompile(source, { strict: false }) as string);
  return new Function(`return ${precompiled.get(source)};`)() as TemplateSpecification;
}

export function createHandlebars(i18n: () => Localization, moduleId: string) {
  const hb = Handlebars.create();
  const cache = new Map<string, HandlebarsTemplateDelegate>();
  const prefix = `modules/${moduleId}/`;
  const dist = repoPath("dist");
  const resolve = (file: string): string => {
    const relative = file.startsWith(prefix) ? path.normalize(file.slice(prefix.length)) : null;
    const full = relative && !relative.startsWith("..") ? path.join(dist, relative) : null;
    if (!full || !existsSync(full)) throw new Error(`ENOENT: no such file or directory, open '${file}'`);
    return full;
  };

  const getTemplate = async (path: string): Promise<HandlebarsTemplateDelegate> => {
    if (!cache.has(path)) cache.set(path, hb.template(templateSpec(readFileSync(resolve(path), "utf8"))));
    return cache.get(path)!;
  };

  const attribute = (name: string) => (value: unknown) => (value ? name : "");
  hb.registerHelper({
    localize: (key: unknown, options: { hash?: Record<string, unknown> }) => {
      const hash = options?.hash ?? {};
      return Object.keys(hash).length ? i18n().format(String(key), hash) : i18n().localize(String(key));
    },
    checked: attribute("checked"),
    disabled: attribute("disabled"),
    selected: attribute("selected"),
    eq: (a: unknown, b: unknown) => a === b,
    ne: (a: unknown, b: unknown) => a !== b,
    lt: (a: number, b: number) => a < b,
    lte: (a: number, b: number) => a <= b,
    gt: (a: number, b: number) => a > b,
    gte: (a: number, b: number) => a >= b,
    // The last argument of a helper is Handlebars' options object.
    and: (...args: unknown[]) => args.slice(0, -1).every(Boolean),
    or: (...args: unknown[]) => args.slice(0, -1).some(Boolean),
    not: (a: unknown) => !a,
    ifThen: (cond: unknown, a: unknown, b: unknown) => (cond ? a : b),
    concat: (...args: unknown[]) => args.slice(0, -1).map(String).join(""),
    json: (value: unknown) => JSON.stringify(value),
    numberFormat: (value: unknown, options: { hash?: { decimals?: number; sign?: boolean } }) => {
      const n = Number(value);
      const str = n.toFixed(options?.hash?.decimals ?? 0);
      return options?.hash?.sign && n >= 0 ? `+${str}` : str;
    },
    selectOptions: (choices: unknown, options: { hash?: SelectOptionsHash }) => {
      const hash = options?.hash ?? {};
      const selected = Array.isArray(hash.selected)
        ? hash.selected.map(String)
        : [String(hash.selected ?? "")];
      const esc = hb.Utils.escapeExpression;
      const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
      const label = (v: unknown): string => String(isObject(v) ? v[hash.labelAttr ?? "label"] : v);
      const entries: [string, string][] = Array.isArray(choices)
        ? choices.map((c) => [String(isObject(c) ? c[hash.nameAttr ?? "value"] : c), label(c)])
        : Object.entries((choices ?? {}) as Record<string, unknown>).map(([k, v]) => [k, label(v)]);
      const parts = hash.blank === undefined ? [] : [`<option value="">${esc(hash.blank)}</option>`];
      for (const [value, text] of entries) {
        const shown = esc(hash.localize ? i18n().localize(text) : text);
        parts.push(
          `<option value="${esc(value)}"${selected.includes(value) ? " selected" : ""}>${shown}</option>`,
        );
      }
      return new hb.SafeString(parts.join(""));
    },
  });

  return {
    handlebars: hb as HandlebarsRuntime,
    getTemplate,
    renderTemplate: async (path: string, data: object = {}): Promise<string> =>
      (await getTemplate(path))(data, { allowProtoPropertiesByDefault: true }),
    loadTemplates: async (paths: string[] | Record<string, string>): Promise<void> => {
      const entries = Array.isArray(paths) ? paths.map((p) => [p, p] as const) : Object.entries(paths);
      for (const [name, path] of entries) hb.registerPartial(name, readFileSync(resolve(path), "utf8"));
    },
  };
}
