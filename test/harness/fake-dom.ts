/**
 * A minimal DOM for the harness's rendered dialogs, chat cards and menus: HTML read by htmlparser2,
 * selectors matched by css-select, and the harness's own elements — attributes, form controls with
 * their values, and events that bubble through the parents.
 */
import { compile, type Options } from "css-select";
import { Parser } from "htmlparser2";

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

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * Parses HTML into nodes with htmlparser2 (the parser cheerio and linkedom use): its tag names,
 * attribute names, entities, void elements and implied end tags (an `<option>` closes the open one)
 * are the HTML rules, not ours.
 */
export function parseHtml(html: string): FakeNode[] {
  const root = new FakeElement("#fragment");
  const stack: FakeElement[] = [root];
  const parser = new Parser({
    onopentag(name, attributes) {
      const element = new FakeElement(name);
      for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
      stack.at(-1)!.append(element);
      stack.push(element);
    },
    onclosetag() {
      if (stack.length > 1) stack.pop();
    },
    ontext(text) {
      stack.at(-1)!.append(new FakeText(text));
    },
  });
  parser.end(html);
  const nodes = [...root.childNodes];
  for (const node of nodes) node.parent = null;
  return nodes;
}

/** How css-select walks the harness's nodes. */
const adapter: NonNullable<Options<FakeNode, FakeElement>["adapter"]> = {
  isTag: (node): node is FakeElement => node instanceof FakeElement,
  getAttributeValue: (element, name) => element.getAttribute(name) ?? undefined,
  getChildren: (node) => (node instanceof FakeElement ? node.childNodes : []),
  getName: (element) => element.localName,
  getParent: (node) => (node.parent?.localName === "#fragment" ? null : node.parent),
  getSiblings: (node) => node.parent?.childNodes ?? [node],
  getText: (node) => (node instanceof FakeElement ? node.textContent : node.text),
  hasAttrib: (element, name) => element.hasAttribute(name),
  removeSubsets: (nodes) =>
    nodes.filter((node) => !nodes.some((other) => other !== node && contains(other, node))),
};

function contains(ancestor: FakeNode, node: FakeNode): boolean {
  for (let p = node.parent; p; p = p.parent) if (p === ancestor) return true;
  return false;
}

/**
 * css-select's options: `:checked` reads the controls' current state, as a browser's does, not the
 * attribute (css-select's alias, written for static markup). A function cannot replace an alias
 * there, so the alias is pointed at one.
 */
const selectOptions: Options<FakeNode, FakeElement> = {
  adapter,
  pseudos: {
    checked: ":control-checked",
    "control-checked": (element) =>
      (element.localName === "input" && ["checkbox", "radio"].includes(element.type) && element.checked) ||
      (element.localName === "option" && element.selected),
  },
};

/** Compiled selectors by their text: the dialogs ask the same few selectors again and again. */
const compiled = new Map<string, (element: FakeElement) => boolean>();

function compiledSelector(selector: string): (element: FakeElement) => boolean {
  let test = compiled.get(selector);
  if (!test) {
    test = compile<FakeNode, FakeElement>(selector, selectOptions);
    compiled.set(selector, test);
  }
  return test;
}

/**
 * Enough of an HTML element for dialog code and Foundry's FormDataExtended: a tree with
 * attributes and text, `querySelector(All)`/`closest`/`matches`, form
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
    return compiledSelector(selector)(this);
  }

  querySelectorAll(selector: string): FakeElement[] {
    const test = compiledSelector(selector);
    return this.descendants().filter(test);
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
