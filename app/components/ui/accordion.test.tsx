// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Accordion } from "./accordion";

const items = [
  { id: "a", question: "¿Primera pregunta?", answer: "Respuesta uno." },
  { id: "b", question: "¿Segunda pregunta?", answer: "Respuesta dos." },
];

describe("Accordion", () => {
  it("puts every answer in the server HTML, hidden until opened", () => {
    const html = renderToString(<Accordion items={items} />);
    expect(html).toContain("Respuesta uno.");
    expect(html).toContain("Respuesta dos.");
    expect(html.match(/hidden=""/g)).toHaveLength(2);
  });

  it("opens one item at a time and closes the open one again", () => {
    render(<Accordion items={items} />);
    const [q1, q2] = screen.getAllByRole("button");
    fireEvent.click(q1!);
    expect(q1!.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("Respuesta uno.").closest("[role=region]")!.hasAttribute("hidden")).toBe(false);
    expect(q1!.getAttribute("aria-controls")).toBe(screen.getByText("Respuesta uno.").closest("[role=region]")!.id);
    fireEvent.click(q2!);
    expect(q1!.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByText("Respuesta uno.").closest("[role=region]")!.hasAttribute("hidden")).toBe(true);
    expect(q2!.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(q2!);
    expect(q2!.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByText("Respuesta dos.").closest("[role=region]")!.hasAttribute("hidden")).toBe(true);
  });
});
