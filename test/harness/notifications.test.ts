/**
 * Contract tests of `ui.notifications` (notifications.ts): the options Foundry documents, and the
 * notification rendered as Foundry renders it — `format` values escaped, untrusted text cleaned —
 * so `message` is what the user reads.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createElement } from "./dom";
import { createWorld, type World } from "./index";
import { isUnsafeAttribute, UNSAFE_ELEMENTS } from "./notifications";

let world: World;
afterEach(() => world?.uninstall());

const last = (): { message: string; html: string } => world.notifications.at(-1)!;

describe("notifications render as Foundry renders them", () => {
  it("format values are escaped once: the user reads a name exactly as typed", () => {
    world = createWorld();
    world.ui.notifications.warn("DND5E.SavePromptTitle", { format: { ability: "Tom & <Jerry>" } });
    expect(last().html).toBe("Tom &amp; &lt;Jerry&gt; Saving Throw");
    expect(last().message).toBe("Tom & <Jerry> Saving Throw");
  });

  it("with escape: false the formatted message is cleaned as untrusted input", () => {
    world = createWorld();
    world.ui.notifications.warn("DND5E.SavePromptTitle", {
      format: { ability: '<b onclick="steal()">Wis</b><script>steal()</script>' },
      escape: false,
    });
    expect(last().html).toBe("<b>Wis</b> Saving Throw");
    expect(last().message).toBe("Wis Saving Throw");
  });

  it.each([
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
    '<textarea><p title="</textarea><img src=x onerror=alert(1)>"></p></textarea>',
    '<title><p title="</title><img src=x onerror=alert(1)>"></p></title>',
    '<xmp><p title="</xmp><img src=x onerror=alert(1)>"></p></xmp>',
    '<noembed><p title="</noembed><img src=x onerror=alert(1)>"></p></noembed>',
    '<svg><p title="</svg><img src=x onerror=alert(1)>"></p></svg>',
    '<a href="java&#9;script:alert(1)">x</a>',
    '<a href=" JAVASCRIPT:alert(1)">x</a>',
    '<p title="a>b<img src=x onerror=alert(1)>">t</p>',
  ])("untrusted markup a browser would run is cleaned away: %s", (payload) => {
    world = createWorld();
    const { html } = world.ui.notifications.warn(payload);
    expect(html).not.toMatch(/<img[^>]*onerror|javascript:/i);
    // What an HTML parser reads out of the cleaned HTML: no unsafe element, handler or link.
    const read = createElement("div");
    read.innerHTML = html;
    for (const element of read.querySelectorAll("*")) {
      expect(UNSAFE_ELEMENTS.has(element.localName)).toBe(false);
      for (const name of element.getAttributeNames())
        expect(isUnsafeAttribute(name, element.getAttribute(name)!)).toBe(false);
    }
  });

  it("a plain message is cleaned; clean: false leaves it as given", () => {
    world = createWorld();
    world.ui.notifications.info('Hi <a href="javascript:steal()">there</a><iframe src="x"></iframe>');
    expect(last().html).toBe("Hi <a>there</a>");
    expect(last().message).toBe("Hi there");
    world.ui.notifications.info("<i>raw</i>", { clean: false });
    expect(last().html).toBe("<i>raw</i>");
  });

  it("localize translates the key and trusts the translation; permanent and console are honoured", () => {
    world = createWorld();
    const note = world.ui.notifications.error("DND5E.AbilityDex", {
      localize: true,
      permanent: true,
      console: false,
    });
    expect(note.message).toBe("Dexterity");
    expect(note.type).toBe("error");
    expect(note).toMatchObject({ permanent: true, console: false, progress: false });
  });

  it("a notification without options is logged to the console, fades, and has no progress bar", () => {
    world = createWorld();
    const note = world.ui.notifications.warn("Careful");
    expect(note).toMatchObject({ permanent: false, console: true, progress: false });
    expect(world.ui.notifications.info("Working", { progress: true }).progress).toBe(true);
  });
});
