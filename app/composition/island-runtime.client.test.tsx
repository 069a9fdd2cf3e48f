// @vitest-environment happy-dom
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Island, type IslandWhen } from "~/ui/island";

/** A widget with state: the server renders "0"; each click adds one. */
function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return (
    <form onSubmit={(e) => (e.preventDefault(), setN((x) => x + 10))}>
      <button type="button" onClick={() => setN((x) => x + 1)}>
        {label}
      </button>
      <output>{n}</output>
      <a href="#enlace">enlace</a>
    </form>
  );
}

vi.mock("./islands", () => ({ ISLANDS: { contador: () => Promise.resolve({ default: Counter }) } }));

const { startIslands } = await import("./island-runtime.client");

/** Puts the server's HTML of one island into the document, as a prerendered page has it. */
function serverPage(when: IslandWhen, extra = "") {
  document.body.innerHTML = renderToString(<Island name="contador" component={Counter} props={{ label: "Sumar" }} when={when} />) + extra;
  return document.querySelector<HTMLElement>("[data-island]")!;
}

const output = () => document.querySelector("output")!.textContent;
const hydrated = (el: HTMLElement) => vi.waitFor(() => expect(el.dataset.hydrated).toBe("true"));

afterEach(() => {
  document.body.innerHTML = "";
  delete document.documentElement.dataset.consent;
  delete document.documentElement.dataset.hydrated;
});

describe("Island (server)", () => {
  it("renders the component into the HTML with its name, moment and props as JSON", () => {
    const el = serverPage("interaction");
    expect(el.dataset.island).toBe("contador");
    expect(el.dataset.when).toBe("interaction");
    expect(JSON.parse(el.dataset.props!)).toEqual({ label: "Sumar" });
    expect(el.querySelector("button")!.textContent).toBe("Sumar");
    expect(output()).toBe("0");
  });
});

describe("island runtime (browser)", () => {
  it("marks the document and hydrates a `load` island at once, keeping the server's HTML", async () => {
    const el = serverPage("load");
    const button = el.querySelector("button");
    startIslands();
    expect(document.documentElement.dataset.hydrated).toBe("true");
    await hydrated(el);
    expect(el.querySelector("button")).toBe(button);
    button!.click();
    await vi.waitFor(() => expect(output()).toBe("1"));
  });

  it("does not run an `interaction` island until the visitor reaches for it", async () => {
    const el = serverPage("interaction");
    startIslands();
    await new Promise((r) => setTimeout(r, 20));
    expect(el.dataset.hydrated).toBeUndefined();
    el.querySelector("button")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await hydrated(el);
  });

  it("holds a click that comes before the island has run and replays it once", async () => {
    const el = serverPage("interaction");
    startIslands();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    el.querySelector("button")!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await hydrated(el);
    await vi.waitFor(() => expect(output()).toBe("1"));
    await new Promise((r) => setTimeout(r, 20));
    expect(output()).toBe("1");
  });

  it("holds a form submission and submits again once the island runs", async () => {
    const el = serverPage("interaction");
    startIslands();
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    el.querySelector("form")!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    await hydrated(el);
    await vi.waitFor(() => expect(output()).toBe("10"));
  });

  it("leaves links alone: a click on one is not held", () => {
    const el = serverPage("interaction");
    startIslands();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    el.querySelector("a")!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it("`no-consent` with a stored choice waits for a control that opens it, then replays that click", async () => {
    document.documentElement.dataset.consent = "rejected";
    const el = serverPage("no-consent", '<button type="button" data-opens="contador" id="abrir">Configurar</button>');
    startIslands();
    window.dispatchEvent(new Event("scroll"));
    await new Promise((r) => setTimeout(r, 20));
    expect(el.dataset.hydrated).toBeUndefined();
    const opener = document.getElementById("abrir")!;
    const replayed = vi.fn();
    opener.addEventListener("click", replayed);
    opener.click();
    expect(replayed).not.toHaveBeenCalled();
    await hydrated(el);
    await vi.waitFor(() => expect(replayed).toHaveBeenCalledTimes(1));
  });

  it("`no-consent` without a stored choice runs at the visitor's first activity", async () => {
    const el = serverPage("no-consent");
    startIslands();
    await new Promise((r) => setTimeout(r, 20));
    expect(el.dataset.hydrated).toBeUndefined();
    window.dispatchEvent(new Event("scroll"));
    await hydrated(el);
  });
});
