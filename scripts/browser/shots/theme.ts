/**
 * A Foundry-like look for the screenshots, written here (none of Foundry's own stylesheet): the
 * body font Signika (from @fontsource/signika, OFL) at Foundry's 14 px, a window frame for the
 * page's dialogs, the 300 px chat sidebar, and Foundry V13's theme custom properties by their
 * names (`--color-text-accent`, `--color-text-secondary`, `--color-level-success` …) for the
 * dark and the light theme, so the module's stylesheet (dist/kynthaettir.css) draws with what a
 * theme gives it. `body.theme-dark` / `body.theme-light` and `.themed.theme-*` select them, as
 * Foundry's classes do.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../../lib/project";

/** Foundry's chat sidebar is 300 px wide (V13 `--sidebar-width`). */
export const SIDEBAR_WIDTH = 300;
/** Foundry's body text size. */
export const FONT_SIZE = 14;

export type Theme = "dark" | "light";

const FONT_DIR = path.join(ROOT, "node_modules", "@fontsource", "signika", "files");

function fontFace(weight: 400 | 700): string {
  const file = path.join(FONT_DIR, `signika-latin-${weight}-normal.woff2`);
  const data = readFileSync(file).toString("base64");
  return `@font-face{font-family:"Signika";font-style:normal;font-weight:${weight};font-display:block;src:url(data:font/woff2;base64,${data}) format("woff2");}`;
}

/** The theme properties the module's stylesheet and this frame read, per theme. */
const THEMES: Record<Theme, Record<string, string>> = {
  dark: {
    "--color-text-primary": "#e7e1d3",
    "--color-text-secondary": "#a9a292",
    "--color-text-subtle": "#8a8477",
    "--color-text-emphatic": "#ffffff",
    "--color-text-accent": "#f0a45c",
    "--color-text-hyperlink": "#ff8a3d",
    "--color-border": "#3c3a45",
    "--color-border-light-tertiary": "rgba(240, 164, 92, 0.35)",
    "--color-border-highlight": "#ff6400",
    "--color-level-success": "#5cb85c",
    "--color-level-error": "#ef5350",
    "--color-level-warning": "#e0a040",
    "--color-level-info": "#5b9bd5",
    "--shot-window": "rgba(18, 17, 26, 0.97)",
    "--shot-header": "#0c0b12",
    "--shot-field": "rgba(255, 255, 255, 0.06)",
    "--shot-field-border": "#56535f",
    "--shot-button": "rgba(255, 255, 255, 0.08)",
    "--shot-message": "#23222b",
    "--shot-sidebar": "rgba(14, 13, 20, 0.92)",
  },
  light: {
    "--color-text-primary": "#1f1d1a",
    "--color-text-secondary": "#57534b",
    "--color-text-subtle": "#6f6a60",
    "--color-text-emphatic": "#000000",
    "--color-text-accent": "#9b4a12",
    "--color-text-hyperlink": "#b5400c",
    "--color-border": "#b9b2a3",
    "--color-border-light-tertiary": "rgba(155, 74, 18, 0.35)",
    "--color-border-highlight": "#ff6400",
    "--color-level-success": "#2e7d32",
    "--color-level-error": "#c62828",
    "--color-level-warning": "#a86400",
    "--color-level-info": "#1e5f99",
    "--shot-window": "#f3efe6",
    "--shot-header": "#d9d2c3",
    "--shot-field": "#ffffff",
    "--shot-field-border": "#a49d8e",
    "--shot-button": "#e5dfd2",
    "--shot-message": "#fbf8f2",
    "--shot-sidebar": "rgba(226, 220, 206, 0.96)",
  },
};

function properties(theme: Theme): string {
  return Object.entries(THEMES[theme])
    .map(([name, value]) => `${name}:${value};`)
    .join("");
}

/** The scene behind the windows: a dim map-like backdrop. */
const BACKDROP =
  "radial-gradient(ellipse at 30% 35%, #3a4a3a 0%, #243024 45%, #141a16 100%)," +
  "repeating-linear-gradient(0deg, rgba(0,0,0,.18) 0 1px, transparent 1px 100px)," +
  "repeating-linear-gradient(90deg, rgba(0,0,0,.18) 0 1px, transparent 1px 100px)";

const FRAME = `
:root{--font-body:"Signika",sans-serif;--font-primary:"Signika",sans-serif;--font-size-11:11px;--font-size-12:12px;--font-size-13:13px;--font-size-14:14px;--font-size-16:16px;--font-size-18:18px;}
body.theme-dark,.themed.theme-dark{${properties("dark")}}
body.theme-light,.themed.theme-light{${properties("light")}}
html,body{margin:0;height:100%;}
body{font-family:var(--font-body);font-size:${FONT_SIZE}px;line-height:normal;color:var(--color-text-primary);background:${BACKDROP};background-color:#141a16;overflow:hidden;}
#board{position:absolute;inset:0 ${SIDEBAR_WIDTH}px 0 0;opacity:0;}
#notifications{display:none;}
#sidebar{position:absolute;top:0;right:0;bottom:0;width:${SIDEBAR_WIDTH}px;box-sizing:border-box;background:var(--shot-sidebar);color:var(--color-text-primary);border-left:1px solid var(--color-border);font-size:${FONT_SIZE}px;}
.chat-log{list-style:none;margin:0;padding:6px;display:flex;flex-direction:column;gap:6px;}
#chat-log{list-style:none;margin:0;padding:6px;display:flex;flex-direction:column;gap:6px;}
.chat-message{background:var(--shot-message);border:1px solid var(--color-border);border-radius:5px;padding:6px 8px;color:var(--color-text-primary);}
.chat-message .message-header{display:flex;margin-bottom:4px;border-bottom:1px solid var(--color-border);}
.chat-message .message-sender{margin:0;font-size:var(--font-size-13);color:var(--color-text-accent);font-weight:700;}
.chat-message h3{font-size:var(--font-size-16);font-weight:700;}
.chat-message p{line-height:1.25;}
.chat-message button,dialog.application button{font:inherit;color:var(--color-text-primary);background:var(--shot-button);border:1px solid var(--shot-field-border);border-radius:4px;padding:4px 8px;min-height:28px;cursor:pointer;}
dialog.application{position:fixed;top:32px;left:32px;margin:0;padding:0;box-sizing:border-box;max-height:calc(100vh - 64px);display:flex;flex-direction:column;background:var(--shot-window);color:var(--color-text-primary);border:1px solid var(--color-border);border-radius:6px;box-shadow:0 0 18px rgba(0,0,0,.65);font-family:var(--font-body);font-size:${FONT_SIZE}px;}
dialog.application .window-header{display:flex;align-items:center;gap:8px;padding:6px 10px;background:var(--shot-header);border-bottom:1px solid var(--color-border);border-radius:6px 6px 0 0;}
dialog.application .window-title{flex:1;margin:0;font-size:var(--font-size-14);font-weight:700;color:var(--color-text-primary);}
dialog.application .header-control{background:none;border:none;min-height:0;padding:0 4px;color:var(--color-text-secondary);}
dialog.application .header-control::before{content:"✕";}
dialog.application .window-content{padding:10px 12px;overflow-y:auto;}
dialog.application .dialog-form{display:flex;flex-direction:column;gap:10px;}
dialog.application .form-footer{display:flex;gap:6px;}
dialog.application .form-footer button{flex:1;}
dialog.application button:disabled{opacity:.5;cursor:default;}
dialog.application .form-group{display:flex;align-items:center;gap:8px;margin:3px 0;}
dialog.application .form-group>label{flex:2;}
dialog.application .form-fields{flex:3;display:flex;}
dialog.application select{flex:1;font:inherit;color:var(--color-text-primary);background:var(--shot-field);border:1px solid var(--shot-field-border);border-radius:3px;padding:2px 4px;height:26px;}
dialog.application select option{background:var(--shot-window);}
dialog.application input[type=radio]{accent-color:var(--color-text-accent);margin:0;}
dialog.application table{font-size:var(--font-size-13);}
dialog.application th{color:var(--color-text-secondary);font-weight:700;}
dialog.application p{margin:.25rem 0;}
`;

/** The stylesheet the screenshot pages get, on top of the module's own. */
export function themeCss(): string {
  return `${fontFace(400)}${fontFace(700)}${FRAME}`;
}
