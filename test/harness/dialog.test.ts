/**
 * Contract tests of DialogV2 (dialog.ts): buttons as DialogV2Button documents them, and the
 * render callback's arguments as V13/V14 pass them.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createWorld, type World } from "./index";

let world: World;
afterEach(() => world?.uninstall());

const title = { window: { title: "Q" } };

describe("DialogV2 refuses buttons Foundry cannot identify", () => {
  it("a dialog without buttons, a button without an action and two buttons with one action are refused", async () => {
    world = createWorld();
    const { DialogV2 } = world.foundry.applications.api;
    world.dialogs.answer("a", "a", "a");
    await expect(DialogV2.wait({ ...title, buttons: [] })).rejects.toThrow(
      'DialogV2 "Q" has no buttons: options.buttons needs at least one',
    );
    await expect(
      DialogV2.wait({
        ...title,
        buttons: [{ action: "a", label: "A" }, { label: "B" } as unknown as { action: string }],
      }),
    ).rejects.toThrow('DialogV2 "Q": button 1 has no action (every DialogV2Button needs one)');
    await expect(
      DialogV2.wait({
        ...title,
        buttons: [
          { action: "a", label: "A" },
          { action: "a", label: "B" },
        ],
      }),
    ).rejects.toThrow('DialogV2 "Q": two buttons have the action "a"');
  });

  it("an answer that names no button presses the default one, else the first (the form's first submit button)", async () => {
    world = createWorld();
    const { DialogV2 } = world.foundry.applications.api;
    world.dialogs.answer({}, {});
    const buttons = [
      { action: "a", label: "A" },
      { action: "b", label: "B", default: true },
    ];
    expect(await DialogV2.wait({ ...title, buttons })).toBe("b");
    expect(
      await DialogV2.wait({
        ...title,
        buttons: [
          { action: "a", label: "A" },
          { action: "c", label: "C" },
        ],
      }),
    ).toBe("a");
  });
});

describe("DialogV2's callbacks get what V13/V14 pass", () => {
  it("render gets the render event and the DialogV2 instance, whose element holds the form", async () => {
    world = createWorld();
    const { DialogV2, ApplicationV2 } = world.foundry.applications.api;
    const seen: unknown[] = [];
    world.dialogs.answer("ok");
    await DialogV2.wait({
      ...title,
      content: '<input name="x" value="1">',
      buttons: [{ action: "ok", label: "OK" }],
      render: (event, dialog) => {
        seen.push((event as Event).type, dialog instanceof DialogV2, dialog instanceof ApplicationV2);
        seen.push(dialog.element.querySelector<HTMLInputElement>('form input[name="x"]')?.value);
      },
    });
    expect(seen).toEqual(["render", true, true, "1"]);
  });

  it("a button callback gets the event, the button element and the same DialogV2 instance", async () => {
    world = createWorld();
    const { DialogV2 } = world.foundry.applications.api;
    let rendered: unknown;
    world.dialogs.answer("ok");
    const result = await DialogV2.wait({
      ...title,
      buttons: [
        {
          action: "ok",
          label: "OK",
          callback: (_event, button, dialog) => [button.dataset["action"], dialog === rendered],
        },
      ],
      render: (_event, dialog) => {
        rendered = dialog;
      },
    });
    expect(result).toEqual(["ok", true]);
  });
});
