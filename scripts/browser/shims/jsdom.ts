/**
 * jsdom on the browser page: the harness's DOM (test/harness/dom.ts) is the page's own, Chromium's,
 * and an error a listener throws is the browser's to report (the smoke test watches the console).
 */
export class VirtualConsole {
  on(): this {
    return this;
  }
  forwardTo(): this {
    return this;
  }
}

export class JSDOM {
  readonly window = globalThis.window;
}
