/**
 * The DOM of the harness's rendered dialogs, chat cards, sheets and menus: jsdom's, so module code
 * meets a browser's parsing, selectors, form controls and events. One window serves every world (a
 * detached element is collected like any object). Scripts are never run. An error thrown by a
 * listener is an uncaught error in a browser (Foundry logs it); here it is thrown to the code that
 * dispatched the event or clicked, so the test fails on it rather than on a console line nobody
 * reads. What jsdom does not implement (`alert`, navigation) is printed, as a browser would act.
 */
import { JSDOM, VirtualConsole } from "jsdom";

let open: JSDOM["window"] | null = null;

function page(): JSDOM["window"] {
  if (!open) {
    // jsdom reports a listener's error here, synchronously inside dispatchEvent: throwing it from
    // here ends the dispatch with it.
    const console = new VirtualConsole().on("jsdomError", (error: Error & { type?: string }) => {
      if (error.type === "unhandled-exception") throw error.cause;
    });
    console.forwardTo(globalThis.console, {
      jsdomErrors: ["not-implemented", "resource-loading", "css-parsing"],
    });
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
  target.dispatchEvent(event);
  return event;
}

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The named form controls under `root`, in document order. */
function namedControls(root: ParentNode): FormControl[] {
  return [...root.querySelectorAll<FormControl>("input, select, textarea")].filter((c) => c.name);
}

/** The form controls under `root` named `name`. */
export function controlsNamed(root: ParentNode, name: string): FormControl[] {
  return namedControls(root).filter((c) => c.name === name);
}

/** The named values of a form, as Foundry's FormDataExtended types them. */
export function readForm(form: HTMLFormElement | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!form) return out;
  for (const control of namedControls(form)) {
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
