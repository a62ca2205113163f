/**
 * The DOM of the harness's rendered dialogs, chat cards, sheets and menus: jsdom's, so module code
 * meets a browser's parsing, selectors, form controls and events. One window serves every world (a
 * detached element is collected like any object). Scripts are never run. An error thrown by a
 * listener is an uncaught error in a browser (Foundry logs it); here it is thrown to the code that
 * dispatched the event, so the test fails on it rather than on a console line nobody reads.
 */
import { JSDOM, VirtualConsole } from "jsdom";

const listenerErrors: unknown[] = [];
let open: JSDOM["window"] | null = null;

function page(): JSDOM["window"] {
  if (!open) {
    const console = new VirtualConsole();
    console.on("jsdomError", (error) => listenerErrors.push((error as { cause?: unknown }).cause ?? error));
    open = new JSDOM("<!doctype html><body></body>", {
      url: "http://localhost:30000/game",
      virtualConsole: console,
    }).window;
  }
  return open;
}

/** A new element with these attributes and children (a string child is text). */
export function createElement<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const element = page().document.createElement(tag) as unknown as HTMLElementTagNameMap[K];
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/**
 * What markup makes, parsed inert as a `<template>`'s content is: no image loads and no handler
 * runs, and `<noscript>` holds elements, in jsdom and on the browser page alike.
 */
export function parseTemplate(html: string): HTMLTemplateElement {
  const template = createElement("template");
  template.innerHTML = html;
  return template;
}

/** The nodes that markup makes, by HTML's parsing rules, detached from any parent. */
export function parseHtml(html: string): Node[] {
  const fragment = parseTemplate(html).content;
  const nodes = [...fragment.childNodes];
  fragment.replaceChildren();
  return nodes;
}

/** Fires a bubbling, cancelable `type` event at `target` (a `click` is a mouse event) and returns it. */
export function dispatch(target: EventTarget, type: string): Event {
  const w = page();
  const init = { bubbles: true, cancelable: true };
  const event = (type === "click"
    ? new w.MouseEvent(type, init)
    : new w.Event(type, init)) as unknown as Event;
  listenerErrors.length = 0;
  target.dispatchEvent(event);
  if (listenerErrors.length) throw listenerErrors.splice(0)[0];
  return event;
}

/** The form controls under `root` named `name`. */
export function controlsNamed(
  root: ParentNode,
  name: string,
): (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[] {
  return [
    ...root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
      `input[name="${quoted(name)}"], select[name="${quoted(name)}"], textarea[name="${quoted(name)}"]`,
    ),
  ];
}

/** `text` inside a double-quoted CSS attribute selector. */
function quoted(text: string): string {
  return text.replace(/["\\]/g, "\\$&");
}

/** The named values of a form, as Foundry's FormDataExtended types them. */
export function readForm(form: HTMLFormElement | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!form) return out;
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    "input[name], select[name], textarea[name]",
  )) {
    const { name, type } = control;
    const input = control as HTMLInputElement;
    if (control.localName !== "input") out[name] = control.value;
    else if (type === "checkbox") out[name] = input.checked;
    else if (type === "radio") {
      if (input.checked) out[name] = input.value;
      else if (!(name in out)) out[name] = null;
    } else if (type === "number" || type === "range")
      out[name] = input.value === "" ? null : Number(input.value);
    else out[name] = input.value;
  }
  return out;
}
