/**
 * `happy-dom` for the harness bundled into a browser page: `new Window()` is the page's own window
 * (a constructor that returns an object yields that object).
 */
export const Window = function Window(): Window & typeof globalThis {
  return globalThis.window;
} as unknown as new () => Window & typeof globalThis;

export default { Window };
