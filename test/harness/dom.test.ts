/**
 * Contract tests of the harness DOM (dom.ts, jsdom): the markup, selectors and form values module
 * code meets are what a browser gives it.
 */
import { describe, expect, it } from "vitest";
import { createElement, dispatch, readForm } from "./dom";

function render(html: string): HTMLElement {
  const root = createElement("div");
  root.innerHTML = html;
  return root;
}

describe("the harness reads markup as a browser does", () => {
  it("named entities are decoded, Icelandic letters included", () => {
    expect(render("<p>&THORN;ursar &eth; &aelig;tt &amp; &AElig;si</p>").textContent).toBe(
      "Þursar ð ætt & Æsi",
    );
  });

  it("an unclosed option ends at the next one, and a select's value is its selected option", () => {
    const select = render(
      '<select name="a"><option value="x">X<option value="y" selected>Y</select>',
    ).querySelector("select")!;
    expect([...select.options].map((o) => o.textContent)).toEqual(["X", "Y"]);
    expect(select.value).toBe("y");
  });

  it("a textarea's content is text: markup inside it is not an element", () => {
    const root = render('<textarea name="t"><b>bold</b></textarea>');
    expect(root.querySelector("b")).toBeNull();
    expect(root.querySelector("textarea")!.value).toBe("<b>bold</b>");
  });

  it("a self-closing slash on a div is ignored, so what follows is inside it, as in a browser", () => {
    expect(render('<div class="a"/><span>x</span>').querySelector("div.a > span")).not.toBeNull();
  });
});

describe("the harness matches selectors as CSS does", () => {
  const form = (): HTMLElement =>
    render(
      '<form><label><input type="radio" name="size" value="sm"> Smá</label>' +
        '<label><input type="radio" name="size" value="med" checked> Miðstærð</label>' +
        '<fieldset><input type="checkbox" name="skill" value="on"></fieldset></form>',
    );

  it(":checked follows what the user clicked, not only the markup", () => {
    const root = form();
    const small = root.querySelector<HTMLInputElement>('input[value="sm"]')!;
    small.checked = true;
    expect([...root.querySelectorAll("input:checked")].map((e) => e.getAttribute("value"))).toEqual(["sm"]);
    expect(readForm(root.querySelector("form"))).toEqual({ size: "sm", skill: false });
  });

  it("child combinators, selector lists, :not() and closest() behave as in a browser", () => {
    const root = form();
    expect(root.querySelectorAll("form > label > input").length).toBe(2);
    expect(root.querySelectorAll("fieldset input, label input").length).toBe(3);
    expect(root.querySelectorAll('input:not([type="radio"])').length).toBe(1);
    expect(root.querySelector("fieldset input")!.closest("form")).toBe(root.querySelector("form"));
  });

  it("a selector a browser refuses is refused", () => {
    expect(() => form().querySelector("input[")).toThrow();
  });
});

describe("the harness's events", () => {
  it("an error a listener throws reaches the code that dispatched the event, so the test sees it", () => {
    const root = render('<div class="card"><button type="button">Afturkalla</button></div>');
    root.addEventListener("click", () => {
      throw new Error("the card's listener failed");
    });
    expect(() => dispatch(root.querySelector("button")!, "click")).toThrow("the card's listener failed");
    expect(() => root.querySelector("button")!.click()).toThrow("the card's listener failed");
  });

  it("a listener that throws nothing sees its event bubble from the button to the card", () => {
    const root = render('<div class="card"><button type="button">Afturkalla</button></div>');
    const seen: string[] = [];
    root.addEventListener("click", (event) => seen.push((event.target as Element).localName));
    dispatch(root.querySelector("button")!, "click");
    expect(seen).toEqual(["button"]);
  });
});
