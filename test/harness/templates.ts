/**
 * `foundry.applications.handlebars.renderTemplate/loadTemplates/getTemplate`, with the Foundry
 * helpers the module's templates use: `localize` and `selectOptions`. Foundry's others (`checked`,
 * `eq`, `numberFormat` …) are not modelled: a template using one throws `Missing helper`.
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
import { isPlainObject } from "./utils";

export type HandlebarsRuntime = typeof Handlebars;

interface SelectOptionsHash {
  selected?: unknown;
  blank?: string;
  localize?: boolean;
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

  hb.registerHelper({
    localize: (key: unknown, options: { hash?: Record<string, unknown> }) => {
      const hash = options?.hash ?? {};
      return Object.keys(hash).length ? i18n().format(String(key), hash) : i18n().localize(String(key));
    },
    selectOptions: (choices: Record<string, unknown>, options: { hash: SelectOptionsHash }) => {
      const { selected, blank, localize, ...others } = options.hash;
      if (Array.isArray(choices) || Object.keys(others).length)
        throw new Error(
          "harness: selectOptions beyond an object of choices and selected/blank/localize is not modelled",
        );
      const chosen = [selected ?? ""].flat().map(String);
      const esc = hb.Utils.escapeExpression;
      const parts = blank === undefined ? [] : [`<option value="">${esc(blank)}</option>`];
      for (const [value, choice] of Object.entries(choices ?? {})) {
        const text = String(isPlainObject(choice) ? choice.label : choice);
        const shown = esc(localize ? i18n().localize(text) : text);
        parts.push(
          `<option value="${esc(value)}"${chosen.includes(value) ? " selected" : ""}>${shown}</option>`,
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
