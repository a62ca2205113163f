/**
 * `foundry.applications.api.DialogV2` with scripted answers. Each dialog that opens takes the next
 * answer from `world.dialogs.answer(...)`; one that opens with no answer queued throws, so a test
 * never passes on a dialog it did not expect. Every dialog's title, content and buttons are recorded.
 *
 * As in Foundry V13/V14, the dialog is rendered first: its content becomes DOM (jsdom's, see
 * `dom.ts`) inside DialogV2's form, with a footer button per action, and the `render` option
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
import { controlsNamed, createElement as element, dispatch, readForm } from "./dom";

/* ---------------------------------------------------------------------- */
/*  DialogV2                                                              */
/* ---------------------------------------------------------------------- */

export interface DialogButton {
  action: string;
  label?: string;
  icon?: string;
  default?: boolean;
  type?: string;
  callback?: (event: unknown, button: HTMLButtonElement, dialog: DialogV2) => unknown;
}

export interface DialogOptions {
  window?: { title?: string; subtitle?: string; icon?: string };
  content?: string;
  buttons?: DialogButton[];
  rejectClose?: boolean;
  /**
   * `render`, `close` and the buttons' callbacks get the DialogV2 instance (V13/V14
   * DialogV2RenderCallback "(event: Event, dialog: DialogV2)" —
   * https://foundryvtt.com/api/v13/types/foundry.DialogV2RenderCallback.html; V12 passed the
   * HTMLDialogElement instead), whose `element` is the rendered dialog.
   */
  render?: (event: unknown, dialog: DialogV2) => unknown;
  close?: (event: unknown, dialog: DialogV2) => unknown;
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
  /** Names of form fields found in the content (`name="…"`). */
  fieldNames: string[];
  /** The rendered dialog (`dialog.element` in Foundry): its form holds the content and the buttons. */
  element: HTMLElement;
  /**
   * Sets a field as a user would — picks a select's option, checks a radio button of the group,
   * ticks a checkbox, types into a text field — and fires `input` and `change`. A field or a
   * value the form does not have, or a disabled field, is an error.
   */
  choose(name: string, value: unknown): void;
  /** The footer button for `action` (its `disabled` is what the user sees). */
  button(action: string): HTMLButtonElement;
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
  | null
  | string
  | boolean
  | AnswerObject
  | StayOpen
  | ((dialog: RecordedDialog) => DialogAnswer | Promise<DialogAnswer>);

/**
 * DialogV2's buttons as its configuration documents them (DialogV2Configuration `buttons:
 * DialogV2Button[]`, DialogV2Button `action: string` — "The button action identifier", required —
 * https://foundryvtt.com/api/v14/interfaces/foundry.DialogV2Button.html, same on V13): at least one,
 * each with an action that identifies it among the others (the pressed button is found by its
 * action, and without a callback the action is the dialog's result).
 */
function assertButtons(method: DialogMethod, title: string, buttons: DialogButton[]): void {
  if (method === "rollConfiguration") return;
  if (!buttons.length)
    throw new Error(`DialogV2 "${title}" has no buttons: options.buttons needs at least one`);
  const seen = new Set<string>();
  for (const [i, button] of buttons.entries()) {
    const action: unknown = button?.action;
    if (typeof action !== "string" || !action)
      throw new Error(`DialogV2 "${title}": button ${i} has no action (every DialogV2Button needs one)`);
    if (seen.has(action)) throw new Error(`DialogV2 "${title}": two buttons have the action "${action}"`);
    seen.add(action);
  }
}

/** `foundry.applications.ux.FormDataExtended` over a form: `.object` holds the typed values. */
export class FormDataExtended {
  readonly object: Record<string, unknown>;
  constructor(form: HTMLFormElement | null) {
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

/** DialogV2's markup: the window, its form with the content, and a footer button per action. */
function renderDialog(title: string, content: string, buttons: DialogButton[]): HTMLDialogElement {
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
          ...(b.default ? { autofocus: "" } : {}),
        },
        ...(b.icon ? [element("i", { class: b.icon })] : []),
        element("span", {}, localize(b.label ?? "")),
      ),
    ),
  );
  const form = element("form", { class: "dialog-form standard-form", autocomplete: "off" }, body, footer);
  return element(
    "dialog",
    { class: "application dialog" },
    element("header", { class: "window-header" }, element("h1", { class: "window-title" }, title)),
    element("section", { class: "window-content" }, form),
  );
}

function chooseIn(root: HTMLElement, title: string, name: string, raw: unknown): void {
  const controls = controlsNamed(root, name);
  const first = controls[0];
  if (!first) throw new Error(`Dialog "${title}" has no form field named "${name}"`);
  const value = String(raw);
  const radio = first.type === "radio";
  const target = radio ? controls.find((c) => c.type === "radio" && c.value === value) : first;
  const offered =
    first.localName === "select"
      ? [...(first as HTMLSelectElement).options].some((o) => o.value === value)
      : target;
  if (!offered || !target) throw new Error(`Dialog "${title}": "${name}" offers no option "${value}"`);
  if (target.disabled)
    throw new Error(`Dialog "${title}": "${name}"${radio ? ` "${value}"` : ""} is disabled`);
  if (radio) (target as HTMLInputElement).checked = true;
  else if (first.type === "checkbox") (first as HTMLInputElement).checked = raw === true || raw === "on";
  else first.value = first.localName === "select" ? value : String(raw ?? "");
  dispatch(target, "input");
  dispatch(target, "change");
}

/** Open a dialog: record it, render it, take the next scripted answer, and resolve like DialogV2 would. */
export async function openDialog(method: DialogMethod, options: DialogOptions): Promise<unknown> {
  if (!script) throw new Error("No harness world is installed");
  if (options.submit) throw new Error("harness: DialogV2's submit option is not modelled");
  const content = options.content ?? "";
  const buttons = options.buttons ?? [];
  const title = options.window?.title ? localize(options.window.title) : "";
  assertButtons(method, title, buttons);
  const root = renderDialog(title, content, buttons);
  const record: RecordedDialog = {
    method,
    title,
    content,
    buttons,
    options,
    fieldNames: [...content.matchAll(/name=["']([^"']+)["']/g)].map((m) => m[1]!),
    element: root,
    choose: (name, value) => chooseIn(root, title, name, value),
    button: (action) => {
      const all = root.querySelectorAll<HTMLButtonElement>("button[data-action]");
      const found = [...all].find((b) => b.dataset["action"] === action);
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
  const dialogApp = new DialogV2(options);
  dialogApp.element = root;
  dialogApp.rendered = true;
  dialogApp.onClose = () => closeOpen?.();
  // DialogV2.wait: the render listener gets the render event and the dialog.
  if (options.render) await options.render(new Event("render"), dialogApp);

  let next: DialogAnswer = script.queue.shift()!;
  while (typeof next === "function") next = await next(record);
  if (next === null || (typeof next === "object" && "stayOpen" in next)) {
    // Left open: DialogV2 resolves null when the window is closed (by the code or the user).
    if (next) await new Promise<void>((resolve) => (closeOpen = resolve));
    closeOpen = null;
    options.close?.(new Event("close"), dialogApp);
    if (!next && options.rejectClose) throw new Error("The Dialog was closed without a choice being made.");
    return null;
  }
  let action: string | undefined;
  let form: Record<string, unknown> = {};
  if (typeof next === "string") action = next;
  else if (typeof next === "boolean") {
    if (method !== "confirm") throw new Error(`A boolean answer only fits a confirm dialog, not ${method}`);
    action = next ? "yes" : "no";
  } else ({ button: action, form = {} } = next);
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
  return button.callback
    ? await button.callback(new Event("submit"), buttonElement, dialogApp)
    : button.action;
}

const OK: DialogButton = { action: "ok", label: "Confirm", icon: "fa-solid fa-check", default: true };

/** DialogV2: an ApplicationV2 subclass, as in Foundry; the static surface is what modules call. */
export class DialogV2 extends ApplicationV2 {
  declare readonly options: DialogOptions;
  /** The rendered dialog (set when it opens). */
  element: HTMLElement = element("dialog");
  /** What closing the open dialog does (set when it opens). */
  onClose: () => void = () => {};

  override async close(): Promise<this> {
    this.onClose();
    return super.close();
  }

  static async wait(options: DialogOptions = {}): Promise<unknown> {
    return openDialog("wait", options);
  }

  static async prompt(options: DialogOptions = {}): Promise<unknown> {
    return openDialog("prompt", { ...options, buttons: [{ ...OK, ...options.ok }] });
  }

  static async confirm(options: DialogOptions = {}): Promise<unknown> {
    const yes = { action: "yes", label: "Yes", icon: OK.icon, callback: () => true, ...options.yes };
    const no = { action: "no", label: "No", icon: "fa-solid fa-xmark", default: true, callback: () => false };
    return openDialog("confirm", { ...options, buttons: [yes, { ...no, ...options.no }] });
  }

  static async input(options: DialogOptions = {}): Promise<unknown> {
    const read: DialogButton["callback"] = (_event, button) => new FormDataExtended(button.form).object;
    return openDialog("input", { ...options, buttons: [{ ...OK, callback: read, ...options.ok }] });
  }
}
