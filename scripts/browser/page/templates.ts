/**
 * `foundry.applications.handlebars` as Foundry runs it in a page: `getTemplate(path)` fetches the
 * template from the server (the module's files are served at `/modules/kynthaettir/…`, as Foundry
 * serves them), compiles it with the page's `Handlebars` (the harness's, with Foundry's helpers) and
 * caches it; a template the server does not have fails to load. `renderTemplate` renders it with
 * prototype access allowed, as Foundry does; `loadTemplates` registers partials.
 */
import type { World } from "../../../test/harness";

type Template = (data: object, options?: object) => string;

interface HandlebarsLike {
  compile(source: string): Template;
  registerPartial(name: string, template: Template): void;
}

export function installHttpTemplates(world: World): void {
  const hb = (globalThis as unknown as { Handlebars: HandlebarsLike }).Handlebars;
  const cache = new Map<string, Promise<Template>>();
  const getTemplate = (path: string): Promise<Template> => {
    let template = cache.get(path);
    if (!template) {
      template = (async () => {
        const response = await fetch(path.startsWith("/") ? path : `/${path}`);
        if (!response.ok) throw new Error(`Failed to load template ${path}: ${response.status}`);
        const compiled = hb.compile(await response.text());
        hb.registerPartial(path, compiled);
        return compiled;
      })();
      cache.set(path, template);
      template.catch(() => cache.delete(path));
    }
    return template;
  };
  const handlebars = world.foundry.applications.handlebars as unknown as Record<string, unknown>;
  handlebars["getTemplate"] = getTemplate;
  handlebars["renderTemplate"] = async (path: string, data: object = {}) =>
    (await getTemplate(path))(data, {
      allowProtoMethodsByDefault: true,
      allowProtoPropertiesByDefault: true,
    });
  handlebars["loadTemplates"] = async (paths: string[] | Record<string, string>) => {
    const entries = Array.isArray(paths) ? paths.map((p) => [p, p] as const) : Object.entries(paths);
    await Promise.all(entries.map(async ([name, path]) => hb.registerPartial(name, await getTemplate(path))));
  };
}
