// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { showInOrder } from "./show-in-order";

/** The page's markup around the list, as comparison-list.tsx renders it (in rank order a, b, c, d). */
function page() {
  document.body.innerHTML = `
    <div data-comparison-empty hidden><p>Ningún casino</p></div>
    <div data-comparison-results>
      <ul data-comparison-rows>
        <li data-comparison-id="a">A</li>
        <li data-comparison-id="b">B</li>
        <li data-comparison-id="c">C</li>
        <li data-comparison-id="d">D</li>
      </ul>
    </div>`;
  return document.querySelector<HTMLElement>("[data-comparison-rows]")!;
}

const shown = (list: HTMLElement) => [...list.querySelectorAll<HTMLElement>("li:not([hidden])")].map((li) => li.dataset.comparisonId);
const empty = () => document.querySelector<HTMLElement>("[data-comparison-empty]")!;
const results = () => document.querySelector<HTMLElement>("[data-comparison-results]")!;

describe("showInOrder", () => {
  let list: HTMLElement;
  beforeEach(() => {
    list = page();
  });

  it("puts the shown items in the DOM in the order given, so reading order is the order shown", () => {
    showInOrder(["d", "b", "a", "c"]);
    expect([...list.children].map((li) => (li as HTMLElement).dataset.comparisonId)).toEqual(["d", "b", "a", "c"]);
    expect(shown(list)).toEqual(["d", "b", "a", "c"]);
  });

  it("hides the items left out, and shows them again later in their place", () => {
    showInOrder(["c", "a"]);
    expect(shown(list)).toEqual(["c", "a"]);
    showInOrder(["a", "b", "c", "d"]);
    expect(shown(list)).toEqual(["a", "b", "c", "d"]);
    expect(empty().hidden).toBe(true);
  });

  it("moves no node when the shown items are already in that order (a filter that only hides, the first render)", () => {
    const append = vi.spyOn(list, "append");
    showInOrder(["a", "b", "c", "d"]);
    showInOrder(["a", "c", "d"]);
    showInOrder(["a", "d"]);
    expect(append).not.toHaveBeenCalled();
    expect(shown(list)).toEqual(["a", "d"]);
    showInOrder(["d", "a"]);
    expect(append).toHaveBeenCalled();
    expect(shown(list)).toEqual(["d", "a"]);
  });

  it("shows the empty state instead of the list when nothing is left, and back", () => {
    showInOrder([]);
    expect(results().hidden).toBe(true);
    expect(empty().hidden).toBe(false);
    showInOrder(["b"]);
    expect(results().hidden).toBe(false);
    expect(empty().hidden).toBe(true);
    expect(shown(list)).toEqual(["b"]);
  });

  it("ignores ids the page has no item for", () => {
    showInOrder(["x", "b", "a"]);
    expect(shown(list)).toEqual(["b", "a"]);
  });
});
