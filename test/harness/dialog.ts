/**
 * `foundry.applications.api.DialogV2` with scripted answers. Each dialog that opens takes the next
 * answer from `world.dialogs.answer(...)`; one that opens with no answer queued throws, so a test
 * never passes on a dialog it did not expect. Every dialog's title, content and buttons are recorded.
 *
 * As in Foundry V13/V14, the dialog is rendered first: its content becomes a small DOM (see
 * `FakeElement`) inside DialogV2's form, with a footer button per action, and the `render` option
 * is called with `(event, dialog)` — `dialog.element` being that DOM — so code that watches the
 * form runs. Then the answer acts on the DOM as a user would: form values are chosen (a value the
 * form does not offer is an error), with `input` and `change` events, and the button is pressed —
 * which is an error when the button is disabled, as a user cannot press it.
 *
 * An answer is:
 * - `null` — the user closed the dialog (resolves null, or rejects when `rejectClose` is set);
 * - a string — the action of the button pressed;
 * - `true`/`false` — for `confirm`, Yes/No;
 * - `{ button?, form? }` — choose these form values, then press a button (default: the default one);
 * - a function `(dialog) => answer` — sees the rendered dialog first (and may act on it with
 *   `dialog.choose(...)`), returns one of the above.
 */
import { ApplicationV2 } from "./application";

/* ---------------------------------------------------------------------- */
/*  A minimal DOM                                                         */
/* ---------------------------------------------------------------------- */

/** An event as the fake DOM dispatches it: it bubbles from `target` up through the parents. */
export interface FakeEvent {
  readonly type: string;
  readonly target: FakeElement;
  currentTarget: FakeElement | null;
  /** Whether a listener called `preventDefault()`. */
  readonly defaultPrevented: boolean;
  preventDefault(): void;
  /** Stops the event from reaching the remaining ancestors. */
  stopPropagation(): void;
}

type Listener = (event: FakeEvent) => unknown;

class FakeText {
  parent: FakeElement | null = null;
  constructor(readonly text: string) {}
}

type FakeNode = FakeElement | FakeText;

const VOID_TAGS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const n =
        code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Parses HTML into nodes: elements with attributes, text; void elements and unclosed `<option>`s. */
export function parseHtml(html: string): FakeNode[] {
  const root = new FakeElement("#fragment");
  const stack: FakeElement[] = [root];
  const token =
    /<!--[\s\S]*?-->|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+)|</g;
  for (const m of html.matchAll(token)) {
    const current = stack.at(-1)!;
    if (m[1]) {
      const tag = m[1].toLowerCase();
      const at = stack.map((e) => e.localName).lastIndexOf(tag);
      if (at > 0) stack.length = at;
    } else if (m[2]) {
      const tag = m[2].toLowerCase();
      if (tag === "option" && current.localName === "option") stack.pop();
      const element = new FakeElement(tag);
      const attrs = (m[3] ?? "").replace(/\/\s*$/, "");
      for (const a of attrs.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
        element.setAttribute(a[1]!, decodeEntities(a[2] ?? a[3] ?? a[4] ?? ""));
      }
      stack.at(-1)!.append(element);
      if (!VOID_TAGS.has(tag) && !/\/\s*$/.test(m[3] ?? "")) stack.push(element);
    } else {
      current.append(new FakeText(decodeEntities(m[4] ?? m[0])));
    }
  }
  const nodes = [...root.childNodes];
  for (const node of nodes) node.parent = null;
  return nodes;
}

interface AttributeTest {
  name: string;
  value?: string;
}

interface Compound {
  tag?: string;
  id?: string;
  classes: string[];
  attributes: AttributeTest[];
}

/** `tag#id.class[attr][attr="value"]`, optionally several joined by spaces (descendants). */
function parseSelector(selector: string): Compound[] {
  const parts = selector.trim().split(/\s+/);
  return parts.map((part) => {
    const m = /^([a-zA-Z][\w-]*|\*)?((?:#[\w-]+|\.[\w-]+|\[[^\]]+\])*)$/.exec(part);
    if (!m || !part) throw new Error(`The harness DOM does not support the selector "${selector}"`);
    const compound: Compound = { classes: [], attributes: [] };
    if (m[1] && m[1] !== "*") compound.tag = m[1].toLowerCase();
    for (const p of (m[2] ?? "").matchAll(
      /#([\w-]+)|\.([\w-]+)|\[\s*([\w-]+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\]\s"']+)))?\s*\]/g,
    )) {
      if (p[1]) compound.id = p[1];
      else if (p[2]) compound.classes.push(p[2]);
      else compound.attributes.push({ name: p[3]!.toLowerCase(), value: p[4] ?? p[5] ?? p[6] });
    }
    return compound;
  });
}

function matchesCompound(element: FakeElement, c: Compound): boolean {
  if (c.tag && element.localName !== c.tag) return false;
  if (c.id !== undefined && element.getAttribute("id") !== c.id) return false;
  const classes = (element.getAttribute("class") ?? "").split(/\s+/);
  if (!c.classes.every((cls) => classes.includes(cls))) return false;
  return c.attributes.every((a) =>
    a.value === undefined ? element.hasAttribute(a.name) : element.getAttribute(a.name) === a.value,
  );
}

/**
 * Enough of an HTML element for dialog code and Foundry's FormDataExtended: a tree with
 * attributes and text, `querySelector(All)`/`closest`/`matches` on simple selectors, form
 * controls (`value`, `checked`, `selected`, `disabled`, `form`, `options`), `dataset`,
 * `textContent`, `innerHTML`, and events that bubble (`addEventListener`, `dispatchEvent`).
 */
export class FakeElement {
  readonly localName: string;
  parent: FakeElement | null = null;
  readonly childNodes: FakeNode[] = [];
  readonly #attributes = new Map<string, string>();
  readonly #listeners = new Map<string, Listener[]>();
  /** A control's current value / checkedness / selectedness once changed (the attribute is the default). */
  #value: string | null = null;
  #checked: boolean | null = null;
  #selected: boolean | null = null;

  constructor(tag: string) {
    this.localName = tag.toLowerCase();
  }

  get tagName(): string {
    return this.localName.toUpperCase();
  }

  /* Tree ------------------------------------------------------------- */

  get children(): FakeElement[] {
    return this.childNodes.filter((n): n is FakeElement => n instanceof FakeElement);
  }

  append(...nodes: FakeNode[]): void {
    for (const node of nodes) {
      node.parent = this;
      this.childNodes.push(node);
    }
  }

  /** Every element below this one, in document order. */
  descendants(): FakeElement[] {
    const out: FakeElement[] = [];
    for (const child of this.children) out.push(child, ...child.descendants());
    return out;
  }

  matches(selector: string): boolean {
    const chain = parseSelector(selector);
    if (!matchesCompound(this, chain.at(-1)!)) return false;
    let i = chain.length - 2;
    for (let p = this.parent; p && i >= 0; p = p.parent) if (matchesCompound(p, chain[i]!)) i--;
    return i < 0;
  }

  querySelectorAll(selector: string): FakeElement[] {
    return this.descendants().filter((e) => e.matches(selector));
  }

  querySelector(selector: string): FakeElement | null {
    return this.querySelectorAll(selector)[0] ?? null;
  }

  closest(selector: string): FakeElement | null {
    return this.#lineage().find((e) => e.matches(selector)) ?? null;
  }

  /** This element and its ancestors, innermost first. */
  #lineage(): FakeElement[] {
    const out: FakeElement[] = [this];
    for (let p = this.parent; p; p = p.parent) out.push(p);
    return out;
  }

  get textContent(): string {
    return this.childNodes.map((n) => (n instanceof FakeText ? n.text : n.textContent)).join("");
  }

  get innerHTML(): string {
    return this.childNodes.map((n) => (n instanceof FakeText ? escapeText(n.text) : n.outerHTML)).join("");
  }

  set innerHTML(html: string) {
    for (const node of this.childNodes) node.parent = null;
    this.childNodes.length = 0;
    this.append(...parseHtml(html));
  }

  get outerHTML(): string {
    const attrs = [...this.#attributes].map(([k, v]) => ` ${k}="${v.replace(/"/g, "&quot;")}"`).join("");
    if (VOID_TAGS.has(this.localName)) return `<${this.localName}${attrs}>`;
    return `<${this.localName}${attrs}>${this.innerHTML}</${this.localName}>`;
  }

  /* Attributes ------------------------------------------------------- */

  getAttribute(name: string): string | null {
    return this.#attributes.get(name.toLowerCase()) ?? null;
  }

  setAttribute(name: string, value: string): void {
    this.#attributes.set(name.toLowerCase(), String(value));
  }

  hasAttribute(name: string): boolean {
    return this.#attributes.has(name.toLowerCase());
  }

  removeAttribute(name: string): void {
    this.#attributes.delete(name.toLowerCase());
  }

  get id(): string {
    return this.getAttribute("id") ?? "";
  }

  get name(): string {
    return this.getAttribute("name") ?? "";
  }

  get type(): string {
    if (this.localName === "select") return "select-one";
    if (this.localName === "button") return (this.getAttribute("type") ?? "submit").toLowerCase();
    return (this.getAttribute("type") ?? "text").toLowerCase();
  }

  get dataset(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [k, v] of this.#attributes) {
      if (k.startsWith("data-")) out[k.slice(5).replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())] = v;
    }
    return out;
  }

  get disabled(): boolean {
    return this.hasAttribute("disabled");
  }

  set disabled(value: boolean) {
    if (value) this.setAttribute("disabled", "");
    else this.removeAttribute("disabled");
  }

  /* Form controls ---------------------------------------------------- */

  /** The form a control belongs to. */
  get form(): FakeElement | null {
    return this.parent?.closest("form") ?? null;
  }

  get options(): FakeElement[] {
    return this.querySelectorAll("option");
  }

  get selected(): boolean {
    return this.#selected ?? this.hasAttribute("selected");
  }

  set selected(value: boolean) {
    this.#selected = value;
  }

  get checked(): boolean {
    return this.#checked ?? this.hasAttribute("checked");
  }

  set checked(value: boolean) {
    this.#checked = value;
    // A radio button checked unchecks the others of its group.
    if (value && this.type === "radio") {
      const scope = this.form ?? this.root;
      for (const other of scope.querySelectorAll(`input[name="${this.name}"]`)) {
        if (other !== this && other.type === "radio") other.#checked = false;
      }
    }
  }

  get value(): string {
    switch (this.localName) {
      case "select": {
        const options = this.options;
        const chosen = options.filter((o) => o.selected).at(-1) ?? options[0];
        return chosen?.value ?? "";
      }
      case "option":
        return this.getAttribute("value") ?? this.textContent;
      case "textarea":
        return this.#value ?? this.textContent;
      case "input": {
        const fallback = ["checkbox", "radio"].includes(this.type) ? "on" : "";
        return this.#value ?? this.getAttribute("value") ?? fallback;
      }
      default:
        return this.getAttribute("value") ?? "";
    }
  }

  set value(value: string) {
    if (this.localName === "select") {
      // As in a browser: the first option with that value is selected, or none at all.
      let found = false;
      for (const option of this.options) {
        option.selected = !found && option.value === value;
        if (option.selected) found = true;
      }
      return;
    }
    this.#value = String(value);
  }

  get root(): FakeElement {
    return this.#lineage().at(-1)!;
  }

  /* Events ----------------------------------------------------------- */

  addEventListener(type: string, listener: Listener): void {
    const list = this.#listeners.get(type) ?? [];
    list.push(listener);
    this.#listeners.set(type, list);
  }

  removeEventListener(type: string, listener: Listener): void {
    const list = this.#listeners.get(type) ?? [];
    const at = list.indexOf(listener);
    if (at >= 0) list.splice(at, 1);
  }

  /** Fires `type` at this element; it bubbles up through the parents. Returns the event. */
  dispatch(type: string): FakeEvent {
    let prevented = false;
    let stopped = false;
    const event: FakeEvent = {
      type,
      target: this,
      currentTarget: null,
      get defaultPrevented() {
        return prevented;
      },
      preventDefault() {
        prevented = true;
      },
      stopPropagation() {
        stopped = true;
      },
    };
    for (const e of this.#lineage()) {
      event.currentTarget = e;
      for (const listener of [...(e.#listeners.get(type) ?? [])]) listener(event);
      if (stopped) break;
    }
    return event;
  }

  /** `Element#remove()`: detaches this element from its parent. */
  remove(): void {
    const parent = this.parent;
    if (!parent) return;
    const at = parent.childNodes.indexOf(this);
    if (at >= 0) parent.childNodes.splice(at, 1);
    this.parent = null;
  }

  /** `HTMLElement#hidden` (the `hidden` attribute). */
  get hidden(): boolean {
    return this.hasAttribute("hidden");
  }

  set hidden(value: boolean) {
    if (value) this.setAttribute("hidden", "");
    else this.removeAttribute("hidden");
  }

  /** `Element#classList` (add / remove / toggle / contains on the class attribute). */
  get classList(): {
    add(...names: string[]): void;
    remove(...names: string[]): void;
    toggle(name: string, force?: boolean): boolean;
    contains(name: string): boolean;
  } {
    const read = (): string[] => (this.getAttribute("class") ?? "").split(/\s+/).filter(Boolean);
    const write = (names: string[]): void => this.setAttribute("class", [...new Set(names)].join(" "));
    return {
      add: (...names) => write([...read(), ...names]),
      remove: (...names) => write(read().filter((n) => !names.includes(n))),
      toggle: (name, force) => {
        const on = force ?? !read().includes(name);
        if (on) write([...read(), name]);
        else write(read().filter((n) => n !== name));
        return on;
      },
      contains: (name) => read().includes(name),
    };
  }
}

/** The named values of a form, as Foundry's FormDataExtended types them. */
function readForm(form: FakeElement | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!form) return out;
  for (const control of form.querySelectorAll("[name]")) {
    const tag = control.localName;
    if (!["input", "select", "textarea"].includes(tag)) continue;
    const { name, type } = control;
    if (tag === "input" && type === "checkbox") out[name] = control.checked;
    else if (tag === "input" && type === "radio") {
      if (control.checked) out[name] = control.value;
      else if (!(name in out)) out[name] = null;
    } else if (tag === "input" && (type === "number" || type === "range")) {
      out[name] = control.value === "" ? null : Number(control.value);
    } else out[name] = control.value;
  }
  return out;
}

/* ---------------------------------------------------------------------- */
/*  DialogV2                                                              */
/* ---------------------------------------------------------------------- */

export interface DialogButton {
  action: string;
  label?: string;
  icon?: string;
  default?: boolean;
  class?: string;
  type?: string;
  callback?: (event: unknown, button: FakeElement, dialog: FakeDialogApp) => unknown;
}

export interface DialogOptions {
  window?: { title?: string; subtitle?: string; icon?: string };
  content?: string;
  buttons?: DialogButton[];
  rejectClose?: boolean;
  modal?: boolean;
  position?: unknown;
  classes?: string[];
  submit?: (result: unknown, dialog: FakeDialogApp) => unknown;
  render?: (event: unknown, dialog: FakeDialogApp) => unknown;
  close?: (event: unknown, dialog: FakeDialogApp) => unknown;
  yes?: Partial<DialogButton>;
  no?: Partial<DialogButton>;
  ok?: Partial<DialogButton>;
  [key: string]: unknown;
}

export type DialogMethod = "wait" | "prompt" | "confirm" | "input" | "rollConfiguration";

export interface RecordedDialog {
  method: DialogMethod;
  title: string;
  content: string;
  buttons: DialogButton[];
  options: DialogOptions;
  /** What the dialog resolved to. */
  result?: unknown;
  /** Names of form fields found in the content (`name="…"`). */
  fieldNames: string[];
  /** The rendered dialog (`dialog.element` in Foundry): its form holds the content and the buttons. */
  element: FakeElement;
  /**
   * Sets a field as a user would — picks a select's option, checks a radio button of the group,
   * ticks a checkbox, types into a text field — and fires `input` and `change`. A field or a
   * value the form does not have, or a disabled field, is an error.
   */
  choose(name: string, value: unknown): void;
  /** The footer button for `action` (its `disabled` is what the user sees). */
  button(action: string): FakeElement;
  /** Closes a dialog the script left open (`{ stayOpen: true }`), as the user's window close button does. */
  close(): Promise<void>;
}

export interface AnswerObject {
  button?: string;
  form?: Record<string, unknown>;
}

/** The user leaves the dialog open: it resolves once the code closes it or the test calls `close()`. */
export interface StayOpen {
  stayOpen: true;
}

export type DialogAnswer =
  null | string | boolean | AnswerObject | StayOpen | ((dialog: RecordedDialog) => DialogAnswer);

/** What DialogV2 hands to `render`, `close`, `submit` and the button callbacks. */
export interface FakeDialogApp {
  element: FakeElement;
  options: DialogOptions;
  close(): Promise<void>;
}

/** `foundry.applications.ux.FormDataExtended` over the fake form: `.object` holds the typed values. */
export class FormDataExtended {
  readonly object: Record<string, unknown>;
  constructor(form: FakeElement | null) {
    this.object = readForm(form);
  }
}

export class DialogScript {
  readonly queue: DialogAnswer[] = [];
  readonly shown: RecordedDialog[] = [];

  /** Queue answers for the next dialogs, in order. */
  answer(...answers: DialogAnswer[]): this {
    this.queue.push(...answers);
    return this;
  }

  /** The last dialog shown. */
  get last(): RecordedDialog | undefined {
    return this.shown.at(-1);
  }

  /** Answers queued but not used (a test can assert this is 0). */
  get pending(): number {
    return this.queue.length;
  }
}

let script: DialogScript | null = null;
let localize: (key: string) => string = (k) => k;

export function setDialogScript(s: DialogScript | null, localizer?: (key: string) => string): void {
  script = s;
  if (localizer) localize = localizer;
}

function fieldNames(content: string): string[] {
  return [...content.matchAll(/name=["']([^"']+)["']/g)].map((m) => m[1]!);
}

function element(tag: string, attributes: Record<string, string> = {}, ...children: FakeNode[]): FakeElement {
  const e = new FakeElement(tag);
  for (const [k, v] of Object.entries(attributes)) e.setAttribute(k, v);
  e.append(...children);
  return e;
}

/** DialogV2's markup: the window, its form with the content, and a footer button per action. */
function renderDialog(title: string, content: string, buttons: DialogButton[]): FakeElement {
  const body = element("div", { class: "dialog-content standard-form" });
  body.innerHTML = content;
  const footer = element(
    "footer",
    { class: "form-footer" },
    ...buttons.map((b) =>
      element(
        "button",
        {
          type: b.type ?? "submit",
          "data-action": b.action,
          class: b.class ?? "",
          ...(b.default ? { autofocus: "" } : {}),
        },
        ...(b.icon ? [element("i", { class: b.icon })] : []),
        element("span", {}, new FakeText(localize(b.label ?? ""))),
      ),
    ),
  );
  const form = element("form", { class: "dialog-form standard-form", autocomplete: "off" }, body, footer);
  return element(
    "dialog",
    { class: "application dialog" },
    element(
      "header",
      { class: "window-header" },
      element("h1", { class: "window-title" }, new FakeText(title)),
    ),
    element("section", { class: "window-content" }, form),
  );
}

function chooseIn(root: FakeElement, title: string, name: string, raw: unknown): void {
  const controls = root
    .querySelectorAll(`[name="${name}"]`)
    .filter((c) => ["input", "select", "textarea"].includes(c.localName));
  const first = controls[0];
  if (!first) throw new Error(`Dialog "${title}" has no form field named "${name}"`);
  let target = first;
  if (first.localName === "select") {
    const value = String(raw);
    if (!first.options.some((o) => o.value === value))
      throw new Error(`Dialog "${title}": "${name}" offers no option "${value}"`);
    if (first.disabled) throw new Error(`Dialog "${title}": "${name}" is disabled`);
    first.value = value;
  } else if (first.type === "radio") {
    const value = String(raw);
    const radio = controls.find((c) => c.type === "radio" && c.value === value);
    if (!radio) throw new Error(`Dialog "${title}": "${name}" offers no option "${value}"`);
    if (radio.disabled) throw new Error(`Dialog "${title}": "${name}" "${value}" is disabled`);
    radio.checked = true;
    target = radio;
  } else if (first.type === "checkbox") {
    if (first.disabled) throw new Error(`Dialog "${title}": "${name}" is disabled`);
    first.checked = raw === true || raw === "on";
  } else {
    if (first.disabled) throw new Error(`Dialog "${title}": "${name}" is disabled`);
    first.value = Array.isArray(raw) ? raw.join(",") : String(raw ?? "");
  }
  target.dispatch("input");
  target.dispatch("change");
}

/** Open a dialog: record it, render it, take the next scripted answer, and resolve like DialogV2 would. */
export async function openDialog(method: DialogMethod, options: DialogOptions): Promise<unknown> {
  if (!script) throw new Error("No harness world is installed");
  const content = options.content ?? "";
  const buttons = options.buttons ?? [];
  const title = options.window?.title ? localize(options.window.title) : "";
  const root = renderDialog(title, content, buttons);
  const findButton = (action: string): FakeElement | null =>
    root.querySelectorAll("button[data-action]").find((b) => b.dataset["action"] === action) ?? null;
  const record: RecordedDialog = {
    method,
    title,
    content,
    buttons,
    options,
    fieldNames: fieldNames(content),
    element: root,
    choose: (name, value) => chooseIn(root, title, name, value),
    button: (action) => {
      const found = findButton(action);
      if (!found) throw new Error(`Dialog "${title}" has no button "${action}"`);
      return found;
    },
    close: async () => closeOpen?.(),
  };
  let closeOpen: (() => void) | null = null;
  script.shown.push(record);
  if (!script.queue.length) {
    throw new Error(
      `A ${method} dialog "${record.title}" opened with no scripted answer (world.dialogs.answer(...))`,
    );
  }
  const dialogApp: FakeDialogApp = { element: root, options, close: async () => closeOpen?.() };
  // DialogV2.wait: the render listener gets the render event and the dialog.
  if (options.render) await options.render(new Event("render"), dialogApp);

  let next: DialogAnswer = script.queue.shift()!;
  while (typeof next === "function") next = next(record);
  // Left open: DialogV2 resolves null when the window is closed (by the code or the user).
  if (typeof next === "object" && next !== null && "stayOpen" in next) {
    await new Promise<void>((resolve) => (closeOpen = resolve));
    closeOpen = null;
    options.close?.(new Event("close"), dialogApp);
    record.result = null;
    return null;
  }
  const answer: Exclude<DialogAnswer, StayOpen | ((dialog: RecordedDialog) => DialogAnswer)> = next;

  if (answer === null) {
    options.close?.(new Event("close"), dialogApp);
    record.result = null;
    if (options.rejectClose) throw new Error("The Dialog was closed without a choice being made.");
    return null;
  }
  let action: string | undefined;
  let form: Record<string, unknown> = {};
  if (typeof answer === "string") action = answer;
  else if (typeof answer === "boolean") {
    if (method !== "confirm") throw new Error(`A boolean answer only fits a confirm dialog, not ${method}`);
    action = answer ? "yes" : "no";
  } else {
    action = answer.button;
    form = answer.form ?? {};
  }
  action ??= (buttons.find((b) => b.default) ?? buttons[0])?.action;
  const button = buttons.find((b) => b.action === action);
  if (!button) {
    throw new Error(
      `Dialog "${record.title}" has no button "${String(action)}" (has: ${buttons.map((b) => b.action).join(", ")})`,
    );
  }
  for (const [name, value] of Object.entries(form)) record.choose(name, value);
  const buttonElement = record.button(button.action);
  if (buttonElement.disabled) {
    throw new Error(
      `Dialog "${record.title}": the "${button.action}" button is disabled and cannot be pressed`,
    );
  }
  const result = button.callback
    ? await button.callback(new Event("submit"), buttonElement, dialogApp)
    : button.action;
  if (options.submit) await options.submit(result, dialogApp);
  record.result = result;
  return result;
}

function withButtons(options: DialogOptions, defaults: DialogButton[]): DialogOptions {
  return { ...options, buttons: defaults };
}

/** The static surface of DialogV2 the module uses; an ApplicationV2 subclass, as in Foundry. */
export class DialogV2 extends ApplicationV2 {
  static async wait(options: DialogOptions = {}): Promise<unknown> {
    return openDialog("wait", options);
  }

  static async prompt(options: DialogOptions = {}): Promise<unknown> {
    const ok: DialogButton = {
      action: "ok",
      label: "Confirm",
      icon: "fa-solid fa-check",
      default: true,
      ...(options.ok ?? {}),
    };
    return openDialog("prompt", withButtons(options, [ok]));
  }

  static async confirm(options: DialogOptions = {}): Promise<unknown> {
    const yes: DialogButton = {
      action: "yes",
      label: "Yes",
      icon: "fa-solid fa-check",
      callback: () => true,
      ...(options.yes ?? {}),
    };
    const no: DialogButton = {
      action: "no",
      label: "No",
      icon: "fa-solid fa-xmark",
      default: true,
      callback: () => false,
      ...(options.no ?? {}),
    };
    return openDialog("confirm", withButtons(options, [yes, no]));
  }

  static async input(options: DialogOptions = {}): Promise<unknown> {
    const ok: DialogButton = {
      action: "ok",
      label: "Confirm",
      icon: "fa-solid fa-check",
      default: true,
      callback: (_event, button) => new FormDataExtended(button.form).object,
      ...(options.ok ?? {}),
    };
    return openDialog("input", withButtons(options, [ok]));
  }
}
