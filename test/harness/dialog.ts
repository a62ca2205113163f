/**
 * `foundry.applications.api.DialogV2` with scripted answers. Each dialog that opens takes the next
 * answer from `world.dialogs.answer(...)`; one that opens with no answer queued throws, so a test
 * never passes on a dialog it did not expect. Every dialog's title, content and buttons are recorded.
 *
 * An answer is:
 * - `null` — the user closed the dialog (resolves null, or rejects when `rejectClose` is set);
 * - a string — the action of the button pressed;
 * - `true`/`false` — for `confirm`, Yes/No;
 * - `{ button?, form? }` — press a button (default: the default one) with these form values
 *   (every name must appear as `name="…"` in the content);
 * - a function `(dialog) => answer` — sees the recorded dialog first, returns one of the above.
 */

export interface DialogButton {
  action: string;
  label?: string;
  icon?: string;
  default?: boolean;
  class?: string;
  callback?: (event: unknown, button: FakeButton, dialog: FakeDialogApp) => unknown;
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
}

export interface AnswerObject {
  button?: string;
  form?: Record<string, unknown>;
}

export type DialogAnswer =
  null | string | boolean | AnswerObject | ((dialog: RecordedDialog) => DialogAnswer);

export interface FakeFormElement {
  name: string;
  value: string;
  checked: boolean;
  type: string;
}

/** Enough of an HTMLFormElement for callbacks: `elements.<name>.value`, `querySelector('[name=x]')`. */
export class FakeForm {
  readonly elements: Record<string, FakeFormElement> = {};
  constructor(values: Record<string, unknown>) {
    for (const [name, raw] of Object.entries(values)) {
      const isBool = typeof raw === "boolean";
      this.elements[name] = {
        name,
        value: isBool ? (raw ? "on" : "") : Array.isArray(raw) ? raw.join(",") : String(raw ?? ""),
        checked: isBool ? raw : Boolean(raw),
        type: isBool ? "checkbox" : "text",
      };
    }
  }
  querySelector(selector: string): FakeFormElement | null {
    const m = /\[name=["']?([^"'\]]+)["']?\]/.exec(selector);
    return m ? (this.elements[m[1]!] ?? null) : null;
  }
  /** The typed values (what FormDataExtended#object gives). */
  values: Record<string, unknown> = {};
}

export interface FakeButton {
  action: string;
  form: FakeForm;
  dataset: { action: string };
}

export interface FakeDialogApp {
  element: FakeForm;
  options: DialogOptions;
  close(): Promise<void>;
}

/** `foundry.applications.ux.FormDataExtended` over the fake form: `.object` holds the typed values. */
export class FormDataExtended {
  readonly object: Record<string, unknown>;
  constructor(form: FakeForm) {
    this.object = { ...form.values };
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

/** Open a dialog: record it, take the next scripted answer, and resolve like DialogV2 would. */
export async function openDialog(method: DialogMethod, options: DialogOptions): Promise<unknown> {
  if (!script) throw new Error("No harness world is installed");
  const content = options.content ?? "";
  const buttons = options.buttons ?? [];
  const record: RecordedDialog = {
    method,
    title: options.window?.title ? localize(options.window.title) : "",
    content,
    buttons,
    options,
    fieldNames: fieldNames(content),
  };
  script.shown.push(record);
  if (!script.queue.length) {
    throw new Error(
      `A ${method} dialog "${record.title}" opened with no scripted answer (world.dialogs.answer(...))`,
    );
  }
  let next: DialogAnswer = script.queue.shift()!;
  while (typeof next === "function") next = next(record);
  const answer: Exclude<DialogAnswer, (dialog: RecordedDialog) => DialogAnswer> = next;

  const dialogApp: FakeDialogApp = { element: new FakeForm({}), options, close: async () => {} };
  if (answer === null) {
    options.close?.(undefined, dialogApp);
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
  for (const name of Object.keys(form)) {
    if (!record.fieldNames.includes(name))
      throw new Error(`Dialog "${record.title}" has no form field named "${name}"`);
  }
  const fakeForm = new FakeForm(form);
  fakeForm.values = { ...form };
  dialogApp.element = fakeForm;
  const fakeButton: FakeButton = {
    action: button.action,
    form: fakeForm,
    dataset: { action: button.action },
  };
  const result = button.callback
    ? await button.callback(new Event("submit"), fakeButton, dialogApp)
    : button.action;
  if (options.submit) await options.submit(result, dialogApp);
  record.result = result;
  return result;
}

function withButtons(options: DialogOptions, defaults: DialogButton[]): DialogOptions {
  return { ...options, buttons: defaults };
}

/** The static surface of DialogV2 the module uses (a class in Foundry, so one here too). */
// eslint-disable-next-line @typescript-eslint/no-extraneous-class -- mirrors Foundry's DialogV2 class.
export class DialogV2 {
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
