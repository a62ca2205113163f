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

/**
 * Handlebars' own compiler output per template text, kept for the process: compiling the same two
 * templates again in every world cost more than the rest of a world's set-up. Each world still
 * binds the compiled template to its own Handlebars environment (its helpers, its partials).
 */
const precompiled = new Map<string, string>();

function templateSpec(source: string): TemplateSpecification {
  let spec = precompiled.get(source);
  if (spec === undefined) {
    spec = Handlebars.precompile(source, { strict: false }) as string;
    precompiled.set(source, spec);
  }
  return new Function(`return ${spec};`)() as TemplateSpecification;
}

export function createHandlebars(
  i18n: () => Localization,
  moduleId: string,
): {
  handlebars: HandlebarsRuntime;
  renderTemplate: (path: string, data?: object) => Promise<string>;
  loadTemplates: (paths: string[] | Record<string, string>) => Promise<void>;
  getTemplate: (path: string) => Promise<HandlebarsTemplateDelegate>;
  resolve: (path: string) => string;
} {
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
    const cached = cache.get(path);
    if (cached) return cached;
    const compiled = hb.template(templateSpec(readFileSync(resolve(path), "utf8")));
    cache.set(path, compiled);
    return compiled;
  };

  hb.registerHelper("localize", (key: unknown, options: { hash?: Record<string, unknown> }) => {
    const hash = options?.hash ?? {};
    return Object.keys(hash).length ? i18n().format(String(key), hash) : i18n().localize(String(key));
  });
  hb.registerHelper("checked", (value: unknown) => (value ? "checked" : ""));
  hb.registerHelper("disabled", (value: unknown) => (value ? "disabled" : ""));
  hb.registerHelper("selected", (value: unknown) => (value ? "selected" : ""));
  hb.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  hb.registerHelper("ne", (a: unknown, b: unknown) => a !== b);
  hb.registerHelper("lt", (a: number, b: number) => a < b);
  hb.registerHelper("lte", (a: number, b: number) => a <= b);
  hb.registerHelper("gt", (a: number, b: number) => a > b);
  hb.registerHelper("gte", (a: number, b: number) => a >= b);
  hb.registerHelper("and", (...args: unknown[]) => args.slice(0, -1).every(Boolean));
  hb.registerHelper("or", (...args: unknown[]) => args.slice(0, -1).some(Boolean));
  hb.registerHelper("not", (a: unknown) => !a);
  hb.registerHelper("ifThen", (cond: unknown, a: unknown, b: unknown) => (cond ? a : b));
  hb.registerHelper("concat", (...args: unknown[]) => args.slice(0, -1).map(String).join(""));
  hb.registerHelper("json", (value: unknown) => JSON.stringify(value));
  hb.registerHelper(
    "numberFormat",
    (value: unknown, options: { hash?: { decimals?: number; sign?: boolean } }) => {
      const n = Number(value);
      const decimals = options?.hash?.decimals ?? 0;
      const str = n.toFixed(decimals);
      return options?.hash?.sign && n >= 0 ? `+${str}` : str;
    },
  );
  hb.registerHelper(
    "selectOptions",
    (
      choices: unknown,
      options: {
        hash?: {
          selected?: unknown;
          blank?: string;
          localize?: boolean;
          nameAttr?: string;
          labelAttr?: string;
        };
      },
    ) => {
      const hash = options?.hash ?? {};
      const selected = Array.isArray(hash.selected)
        ? hash.selected.map(String)
        : [String(hash.selected ?? "")];
      const esc = hb.Utils.escapeExpression;
      const parts: string[] = [];
      if (hash.blank !== undefined) parts.push(`<option value="">${esc(hash.blank)}</option>`);
      const entries: [string, string][] = Array.isArray(choices)
        ? choices.map((c) => {
            if (typeof c === "object" && c !== null) {
              const o = c as Record<string, unknown>;
              return [String(o[hash.nameAttr ?? "value"]), String(o[hash.labelAttr ?? "label"])];
            }
            return [String(c), String(c)];
          })
        : Object.entries((choices ?? {}) as Record<string, unknown>).map(([k, v]) => [
            k,
            typeof v === "object" && v !== null
              ? String((v as Record<string, unknown>)[hash.labelAttr ?? "label"])
              : String(v),
          ]);
      for (const [value, label] of entries) {
        const text = hash.localize ? i18n().localize(label) : label;
        parts.push(
          `<option value="${esc(value)}"${selected.includes(value) ? " selected" : ""}>${esc(text)}</option>`,
        );
      }
      return new hb.SafeString(parts.join(""));
    },
  );

  return {
    handlebars: hb,
    resolve,
    getTemplate,
    renderTemplate: async (path, data = {}) =>
      (await getTemplate(path))(data, { allowProtoPropertiesByDefault: true }),
    loadTemplates: async (paths) => {
      const entries = Array.isArray(paths) ? paths.map((p) => [p, p] as const) : Object.entries(paths);
      for (const [name, path] of entries) hb.registerPartial(name, readFileSync(resolve(path), "utf8"));
    },
  };
}
