/**
 * A minimal DOM for the harness's rendered dialogs, chat cards and menus: parsed HTML, selectors,
 * attributes, form controls with their values, and events that bubble through the parents.
 */
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

export class FakeText {
  parent: FakeElement | null = null;
  constructor(readonly text: string) {}
}

export type FakeNode = FakeElement | FakeText;

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

/**
 * Parsed selectors by their text: a querySelectorAll tests every element below against the same
 * selector, and the dialogs ask the same few selectors again and again. The parsed form is never
 * written to.
 */
const parsedSelectors = new Map<string, Compound[]>();

function parseSelector(selector: string): Compound[] {
  let chain = parsedSelectors.get(selector);
  if (!chain) {
    chain = parseSelectorText(selector);
    parsedSelectors.set(selector, chain);
  }
  return chain;
}

/** `tag#id.class[attr][attr="value"]`, optionally several joined by spaces (descendants). */
function parseSelectorText(selector: string): Compound[] {
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
    this.#collect(out);
    return out;
  }

  #collect(out: FakeElement[]): void {
    for (const node of this.childNodes)
      if (node instanceof FakeElement) {
        out.push(node);
        node.#collect(out);
      }
  }

  matches(selector: string): boolean {
    const chain = parseSelector(selector);
    if (!matchesCompound(this, chain.at(-1)!)) return false;
    let i = chain.length - 2;
    for (let p = this.parent; p && i >= 0; p = p.parent) if (matchesCompound(p, chain[i]!)) i--;
    return i < 0;
  }

  querySelectorAll(selector: string): FakeElement[] {
    parseSelector(selector);
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
    const attrs = [...this.#attributes]
      .map(([k, v]) => ` ${k}="${escapeText(v).replace(/"/g, "&quot;")}"`)
      .join("");
    if (VOID_TAGS.has(this.localName)) return `<${this.localName}${attrs}>`;
    return `<${this.localName}${attrs}>${this.innerHTML}</${this.localName}>`;
  }

  /* Attributes ------------------------------------------------------- */

  getAttributeNames(): string[] {
    return [...this.#attributes.keys()];
  }

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
export function readForm(form: FakeElement | null): Record<string, unknown> {
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
