/**
 * The browser smoke test's server, bound to 127.0.0.1 on a free port: dist/ laid out at Foundry's
 * paths (`/modules/kynthaettir/module.json`, `kynthaettir.js`, `lang/`, `templates/` …), the
 * bundled page (`/harness/…`) and the files the harness reads (`/harness/repo-files.json`), and a
 * look-alike of a Foundry world's pages: `/join` (the user select `userid`, the `password` field and
 * the `join` button, posted to `/join`; a session cookie on success) and `/game` (the page, booted
 * as the session's user; without a session it sends the browser to `/join`, as Foundry does).
 * `/smoke?stack=…` is the game page as the GM without logging in (`&connected=<user id>,…`: those
 * users' clients are connected in the same page, see page/boot.ts). With no world running, `/join`
 * sends the browser to `/setup`, as Foundry does.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { StackId } from "../../test/harness/stacks";
import type { PageConfig, PageUser } from "./page/boot";
import { DIST, ROOT } from "../lib/project";

export interface LookAlikeUser extends PageUser {
  /** Empty: no password, as a fresh world's Gamemaster. */
  password: string;
}

/** The world the look-alike serves; change it between runs. */
export interface LookAlikeWorld {
  stack: StackId;
  moduleActive: boolean;
  running: boolean;
  lang: string;
  metric: boolean;
  /** Another module refuses every chat message: the self-check's breath card cannot be posted. */
  chatBlocked?: boolean;
  /** The module's init fails (its settings menus are refused): it publishes no API. */
  menusRefused?: boolean;
}

export interface HarnessServer {
  readonly url: string;
  readonly users: readonly LookAlikeUser[];
  world: LookAlikeWorld;
  close(): Promise<void>;
}

export const LOOK_ALIKE_USERS: readonly LookAlikeUser[] = [
  { id: "gmUser0000000001", name: "Gamemaster", role: "gm", password: "drekavaka" },
  { id: "playerUser000001", name: "Leikmaður", role: "player", password: "" },
];

/**
 * The repository files the bundled harness may read (see shims/fs.ts): dnd5e's facts, the pack
 * sources and the built module's text files. The module's own manifest and language files reach
 * the page from Foundry's paths instead (page/boot.ts).
 */
const REPO_FILE_DIRS = ["test/fixtures/dnd5e", "test/harness/fixtures", "packs/_source", "dist"];

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".hbs": "text/plain; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};

function walk(dir: string, out: string[]): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.(json|hbs|md)$/.test(name)) out.push(full);
  }
  return out;
}

function repoFiles(): string {
  const files: Record<string, string> = {};
  for (const dir of REPO_FILE_DIRS)
    for (const full of walk(path.join(ROOT, dir), []))
      files[path.relative(ROOT, full).split(path.sep).join("/")] = readFileSync(full, "utf8");
  return JSON.stringify(files);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function page(title: string, head: string, body: string): string {
  return `<!doctype html><html lang="is"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><link rel="icon" href="data:,">${head}</head><body>${body}</body></html>`;
}

function joinPage(users: readonly LookAlikeUser[]): string {
  const options = users.map((u) => `<option value="${escapeHtml(u.id)}">${escapeHtml(u.name)}</option>`);
  return page(
    "Join Game Session",
    `<script type="module" src="/harness/join.js"></script>`,
    `<form id="join-game-form" class="join-form">` +
      `<div class="form-group"><label for="userid">User</label><select name="userid" id="userid">` +
      `<option value=""></option>${options.join("")}</select></div>` +
      `<div class="form-group"><label for="password">Password</label>` +
      `<input type="password" name="password" id="password" placeholder="Password"></div>` +
      `<button type="submit" name="join" data-action="join">Join Game Session</button></form>` +
      `<ol id="notifications"></ol>`,
  );
}

function gamePage(config: PageConfig): string {
  const json = JSON.stringify(config).replace(/</g, "\\u003c");
  return page(
    "Kynþættir · harness",
    `<script type="application/json" id="kyn-config">${json}</script><script type="module" src="/harness/page.js"></script>`,
    `<main id="board"><div id="compendia"></div><div id="sheets"></div></main>` +
      `<aside id="sidebar"><ol id="chat-log"></ol></aside><ol id="notifications"></ol>`,
  );
}

/** A file under `root` for a URL path below it, or null (never outside `root`). */
function fileUnder(root: string, rel: string): string | null {
  const full = path.resolve(root, `.${path.posix.normalize(`/${decodeURIComponent(rel)}`)}`);
  if (!full.startsWith(`${path.resolve(root)}${path.sep}`)) return null;
  return existsSync(full) && statSync(full).isFile() ? full : null;
}

function send(res: ServerResponse, status: number, body: string | Buffer, type = TYPES[".html"]!): void {
  res.writeHead(status, { "content-type": type, "cache-control": "no-store" });
  res.end(body);
}

function sendFile(res: ServerResponse, file: string | null): void {
  if (!file) return send(res, 404, "Not found", "text/plain");
  send(res, 200, readFileSync(file), TYPES[path.extname(file)] ?? "application/octet-stream");
}

function redirect(res: ServerResponse, to: string): void {
  res.writeHead(302, { location: to });
  res.end();
}

async function body(req: IncomingMessage): Promise<URLSearchParams> {
  let text = "";
  for await (const chunk of req) text += String(chunk);
  return new URLSearchParams(text);
}

export async function startHarnessServer(options: {
  bundleDir: string;
  distDir?: string;
  users?: readonly LookAlikeUser[];
  world?: Partial<LookAlikeWorld>;
}): Promise<HarnessServer> {
  const distDir = options.distDir ?? DIST;
  const users = options.users ?? LOOK_ALIKE_USERS;
  const sessions = new Map<string, string>();
  let files: string | null = null;
  const state: { world: LookAlikeWorld } = {
    world: {
      stack: "v13-dnd5e53",
      moduleActive: true,
      running: true,
      lang: "is",
      metric: true,
      ...options.world,
    },
  };
  const config = (
    userId: string,
    stack: StackId = state.world.stack,
    connected: string[] = [],
  ): PageConfig => ({
    stack,
    userId,
    users: users.map(({ id, name, role }) => ({ id, name, role })),
    lang: state.world.lang,
    metric: state.world.metric,
    moduleActive: state.world.moduleActive,
    chatBlocked: state.world.chatBlocked ?? false,
    menusRefused: state.world.menusRefused ?? false,
    connected: connected.filter((id) => id !== userId && users.some((u) => u.id === id)),
  });

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const route = url.pathname;
    if (route.startsWith("/modules/kynthaettir/"))
      return sendFile(res, fileUnder(distDir, route.slice("/modules/kynthaettir/".length)));
    if (route === "/harness/repo-files.json") return send(res, 200, (files ??= repoFiles()), TYPES[".json"]);
    if (route.startsWith("/harness/")) return sendFile(res, fileUnder(options.bundleDir, route.slice(9)));
    if (route === "/favicon.ico") return send(res, 204, "");
    if (route === "/setup") return send(res, 200, page("Foundry Virtual Tabletop", "", "<h1>Setup</h1>"));
    if (route === "/" || (route === "/join" && !state.world.running))
      return redirect(res, state.world.running ? "/join" : "/setup");
    if (route === "/join" && req.method === "POST") {
      const form = await body(req);
      const user = users.find((u) => u.id === form.get("userid"));
      if (!user)
        return send(res, 200, JSON.stringify({ status: "failed", error: "Choose a user." }), TYPES[".json"]);
      if ((form.get("password") ?? "") !== user.password)
        return send(
          res,
          200,
          JSON.stringify({ status: "failed", error: `Incorrect password for user ${user.name}.` }),
          TYPES[".json"],
        );
      const session = randomBytes(12).toString("hex");
      sessions.set(session, user.id);
      res.setHeader("set-cookie", `session=${session}; Path=/; HttpOnly; SameSite=Strict`);
      return send(res, 200, JSON.stringify({ status: "success", redirect: "/game" }), TYPES[".json"]);
    }
    if (route === "/join") return send(res, 200, joinPage(users));
    if (route === "/game") {
      const session = /(?:^|;\s*)session=([^;]+)/.exec(req.headers.cookie ?? "")?.[1];
      const userId = session ? sessions.get(session) : undefined;
      if (!userId || !state.world.running) return redirect(res, "/join");
      return send(res, 200, gamePage(config(userId)));
    }
    if (route === "/smoke") {
      const gm = users.find((u) => u.role === "gm")!;
      const stack = (url.searchParams.get("stack") as StackId | null) ?? undefined;
      const connected = (url.searchParams.get("connected") ?? "").split(",").filter(Boolean);
      return send(res, 200, gamePage(config(gm.id, stack, connected)));
    }
    return send(res, 404, "Not found", "text/plain");
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, String(error), "text/plain"));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    users,
    get world() {
      return state.world;
    },
    set world(world) {
      state.world = world;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
