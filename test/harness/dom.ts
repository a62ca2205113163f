/**
 * The harness's DOM: one happy-dom window per test process (https://github.com/capricorn86/happy-dom,
 * a browser DOM without rendering), in which the harness renders its dialogs, chat messages, sheet
 * and menus. In the browser page (scripts/browser/bundle.ts) the page's own window stands in.
 *
 * CONTRACT: what the harness hands to module code and tests is detached elements of that window,
 * read and acted on with the standard DOM API only (selectors, `form.elements`, control values,
 * `dataset`, bubbling events); a user's input is the browser's event for it (`fire`,
 * `HTMLElement#click`). `FormDataExtended` reads a form as Foundry's does.
 */
import { Window as HappyWindow } from "happy-dom";

const view = new HappyWindow() as unknown as Window & typeof globalThis;

/** The detached elements' document. */
export const dom: Document = view.document;

/**
 * Sets `root`'s content to `html`'s elements. happy-dom 21 selects the wrong option of a parsed
 * `<select>` whose `<option selected>` is not its second (capricorn86/happy-dom#2372, open): each
 * select's last marked option is marked again, which selects it as a browser's parser does.
 */
export function setHTML(root: Element, html: string): void {
  root.innerHTML = html;
  const parsed = root instanceof view.HTMLTemplateElement ? root.content : root;
  for (const select of parsed.querySelectorAll("select:not([multiple])")) {
    const marked = [...select.querySelectorAll("option[selected]")].at(-1);
    marked?.removeAttribute("selected");
    marked?.setAttribute("selected", "");
  }
}

/** The elements of `html`, parsed as a browser parses `<template>` content. */
export function fragment(html: string): DocumentFragment {
  const template = dom.createElement("template");
  setHTML(template, html);
  return template.content;
}

/** The first element of `html` (e.g. a whole `<li>…</li>`). */
export function parseElement(html: string): HTMLElement {
  const element = fragment(html).firstElementChild;
  if (!element) throw new Error(`No element in ${html.slice(0, 80)}`);
  return element as HTMLElement;
}

/** Fires a bubbling `type` event at `target`, as a browser does for a user's input (returns it). */
export function fire(target: Element, type: string): Event {
  const event =
    type === "click"
      ? new view.PointerEvent(type, { bubbles: true, cancelable: true, composed: true })
      : new view.Event(type, { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The value of the named field (all of a form's controls with that name), as Foundry's
 * FormDataExtended types it: a checkbox's checkedness, a number or range as a number (null when
 * empty), a radio group's checked value (null when none), several other controls as an array.
 */
function fieldValue(controls: readonly Control[]): unknown {
  // Read through HTMLInputElement's API: selects and textareas answer `type` and `value` alike.
  const inputs = controls as readonly HTMLInputElement[];
  const control = inputs[0]!;
  if (inputs.length > 1) {
    if (inputs.every((c) => c.type === "radio")) return inputs.find((c) => c.checked)?.value ?? null;
    return inputs.map((c) => fieldValue([c]));
  }
  if (control.type === "radio") return control.checked ? control.value : null;
  if (control.type === "checkbox") return control.checked;
  if (control.type === "number" || control.type === "range")
    return control.value === "" ? null : Number(control.value);
  if (control.type === "select-multiple")
    return [...(controls[0] as HTMLSelectElement).selectedOptions].map((o) => o.value);
  return control.value;
}

/**
 * `foundry.applications.ux.FormDataExtended` (public API, `options.disabled` / `options.readonly`:
 * "Include disabled fields?" / "Include readonly fields?", both false by default —
 * https://foundryvtt.com/api/v11/classes/client.FormDataExtended.html): `.object` holds each named
 * field of the form's controls (buttons excluded) by its name, typed as `fieldValue` says.
 */
export class FormDataExtended {
  readonly object: Record<string, unknown> = {};

  constructor(form: HTMLFormElement | null, { disabled = false, readonly = false } = {}) {
    const byName = new Map<string, Control[]>();
    for (const element of form?.elements ?? []) {
      const control = element as Control;
      if (!control.name || !["INPUT", "SELECT", "TEXTAREA"].includes(control.tagName)) continue;
      if (control.disabled && !disabled) continue;
      if ((control as HTMLInputElement).readOnly && !readonly) continue;
      byName.set(control.name, [...(byName.get(control.name) ?? []), control]);
    }
    for (const [name, controls] of byName) this.object[name] = fieldValue(controls);
  }
}
