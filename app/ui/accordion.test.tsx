// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Accordion } from "./accordion";

const items = [
  { id: "a", question: "¿Primera pregunta?", answer: "Respuesta uno." },
  { id: "b", question: "¿Segunda pregunta?", answer: "Respuesta dos." },
];

describe("Accordion", () => {
  it("puts every answer in the server HTML, in closed <details> of one group (one open at a time)", () => {
    const doc = new DOMParser().parseFromString(renderToString(<Accordion items={items} headingLevel={2} />), "text/html");
    const details = [...doc.querySelectorAll("details")];
    expect(details).toHaveLength(2);
    expect(details.every((d) => !d.hasAttribute("open"))).toBe(true);
    const names = new Set(details.map((d) => d.getAttribute("name")));
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
    expect(details.map((d) => d.querySelector("summary h2")?.textContent)).toEqual(["¿Primera pregunta?", "¿Segunda pregunta?"]);
    expect(details.map((d) => d.querySelector(":scope > div")?.textContent)).toEqual(["Respuesta uno.", "Respuesta dos."]);
  });

  it("runs no script: nothing in it listens for events", () => {
    const html = renderToString(<Accordion items={items} />);
    expect(html).not.toMatch(/\bon[a-z]+=/i);
    expect(html).not.toContain("<button");
  });
});
