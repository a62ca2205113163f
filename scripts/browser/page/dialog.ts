/**
 * `foundry.applications.api.DialogV2` in a real page: the harness's DialogV2 answers from a script
 * in Node; here the dialog is rendered into the document and a person (Playwright) answers it.
 * Markup and behaviour as V13/V14's DialogV2 (public API page
 * https://foundryvtt.com/api/v13/classes/foundry.applications.api.DialogV2.html): a `<dialog>`
 * element `.application.dialog` with the `classes` option, a window header with its title and a
 * close control, a `form.dialog-form` holding the content and a footer button per action
 * (`button[data-action]`, the default one `autofocus`); the `render` option is called with the
 * render event and the dialog (`dialog.element`); pressing a button runs its callback (event,
 * button, dialog), then the `submit` option, then closes, and `wait` resolves with the callback's
 * result (the action without a callback); closing resolves null, or rejects with `rejectClose`.
 */
import { ApplicationV2 } from "../../../test/harness/application";
import { FormDataExtended } from "../../../test/harness/dialog";

interface Button {
  action: string;
  label?: string;
  icon?: string;
  default?: boolean;
  class?: string;
  type?: string;
  callback?: (event: Event, button: HTMLButtonElement, dialog: PageDialog) => unknown;
}

interface Options {
  window?: { title?: string; icon?: string };
  content?: string;
  buttons?: Button[];
  classes?: string[];
  modal?: boolean;
  rejectClose?: boolean;
  position?: { width?: number | string };
  render?: (event: Event, dialog: PageDialog) => unknown;
  submit?: (result: unknown, dialog: PageDialog) => unknown;
  close?: (event: Event, dialog: PageDialog) => unknown;
  yes?: Partial<Button>;
  no?: Partial<Button>;
  ok?: Partial<Button>;
}

/** The page's localization (`game.i18n.localize`), read when a dialog opens. */
function localize(text: string): string {
  const i18n = (globalThis as { game?: { i18n?: { localize(key: string): string } } }).game?.i18n;
  return i18n ? i18n.localize(text) : text;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function buttonHtml(b: Button): string {
  const icon = b.icon ? `<i class="${escapeHtml(b.icon)}" inert></i>` : "";
  return (
    `<button type="${escapeHtml(b.type ?? "submit")}" data-action="${escapeHtml(b.action)}"` +
    ` class="${escapeHtml(b.class ?? "")}"${b.default ? " autofocus" : ""}>` +
    `${icon}<span>${escapeHtml(localize(b.label ?? ""))}</span></button>`
  );
}

let counter = 0;

export class PageDialog extends ApplicationV2 {
  readonly element: HTMLDialogElement;
  readonly #options: Options;
  #settle: ((outcome: { result: unknown } | { closed: true }) => void) | null = null;

  constructor(options: Options) {
    super(options as Record<string, unknown>);
    this.#options = options;
    const buttons = options.buttons ?? [];
    // Foundry: "You must define at least one entry in options.buttons".
    if (!buttons.length) throw new Error("You must define at least one entry in options.buttons");
    const element = document.createElement("dialog");
    element.id = `dialog-${++counter}`;
    element.className = ["application", "dialog", ...(options.classes ?? [])].join(" ");
    const width = options.position?.width;
    if (width !== undefined) element.style.width = typeof width === "number" ? `${width}px` : width;
    const title = localize(options.window?.title ?? "");
    element.innerHTML =
      `<header class="window-header"><h1 class="window-title">${escapeHtml(title)}</h1>` +
      `<button type="button" class="header-control icon fa-solid fa-xmark" data-action="close"></button></header>` +
      `<section class="window-content"><form class="dialog-form standard-form" autocomplete="off">` +
      `<div class="dialog-content standard-form">${options.content ?? ""}</div>` +
      `<footer class="form-footer">${buttons.map(buttonHtml).join("")}</footer></form></section>`;
    this.element = element;
  }

  /** Shows the dialog; resolves as DialogV2.wait does. */
  async open(): Promise<unknown> {
    const options = this.#options;
    const outcome = new Promise<{ result: unknown } | { closed: true }>(
      (resolve) => (this.#settle = resolve),
    );
    const form = this.element.querySelector("form")!;
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
      void this.#press(event, submitter);
    });
    this.element
      .querySelector('.window-header [data-action="close"]')!
      .addEventListener("click", () => void this.close());
    this.element.addEventListener("cancel", (event) => {
      event.preventDefault();
      void this.close();
    });
    document.body.append(this.element);
    if (options.modal) this.element.showModal();
    else this.element.show();
    this.rendered = true;
    await options.render?.(new Event("render"), this);
    const settled = await outcome;
    if ("result" in settled) return settled.result;
    if (options.rejectClose) throw new Error("The Dialog was closed without a choice being made.");
    return null;
  }

  async #press(event: Event, target: HTMLButtonElement | null): Promise<void> {
    const action = target?.dataset["action"];
    const button = (this.#options.buttons ?? []).find((b) => b.action === action);
    if (!button || !target || !this.#settle) return;
    const result = button.callback ? await button.callback(event, target, this) : button.action;
    await this.#options.submit?.(result, this);
    this.#finish({ result });
  }

  #finish(outcome: { result: unknown } | { closed: true }): void {
    const settle = this.#settle;
    this.#settle = null;
    if (this.element.open) this.element.close();
    this.element.remove();
    this.rendered = false;
    settle?.(outcome);
  }

  override async close(): Promise<this> {
    if (this.#settle) {
      await this.#options.close?.(new Event("close"), this);
      this.#finish({ closed: true });
    }
    return this;
  }

  static async wait(options: Options = {}): Promise<unknown> {
    return new PageDialog(options).open();
  }

  static async prompt(options: Options = {}): Promise<unknown> {
    const ok: Button = {
      action: "ok",
      label: "Confirm",
      icon: "fa-solid fa-check",
      default: true,
      ...options.ok,
    };
    return new PageDialog({ ...options, buttons: [ok] }).open();
  }

  static async confirm(options: Options = {}): Promise<unknown> {
    const yes: Button = {
      action: "yes",
      label: "Yes",
      icon: "fa-solid fa-check",
      callback: () => true,
      ...options.yes,
    };
    const no: Button = {
      action: "no",
      label: "No",
      icon: "fa-solid fa-xmark",
      default: true,
      callback: () => false,
      ...options.no,
    };
    return new PageDialog({ ...options, buttons: [yes, no] }).open();
  }

  static async input(options: Options = {}): Promise<unknown> {
    const ok: Button = {
      action: "ok",
      label: "Confirm",
      icon: "fa-solid fa-check",
      default: true,
      // The harness's FormDataExtended reads any element with form controls, a real form too.
      callback: (_event, button) => new FormDataExtended(button.form as never).object,
      ...options.ok,
    };
    return new PageDialog({ ...options, buttons: [ok] }).open();
  }
}
