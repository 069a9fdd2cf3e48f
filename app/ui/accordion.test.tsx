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

describe("Accordion keyboard", () => {
  it("moves between the questions with ArrowDown, ArrowUp, Home and End, and opens with Enter", () => {
    render(<Accordion items={[...items, { id: "c", question: "¿Tercera pregunta?", answer: "Respuesta tres." }]} />);
    const [q1, q2, q3] = screen.getAllByRole("button");
    q1!.focus();
    fireEvent.keyDown(q1!, { key: "ArrowDown" });
    expect(document.activeElement).toBe(q2);
    fireEvent.keyDown(q2!, { key: "End" });
    expect(document.activeElement).toBe(q3);
    fireEvent.keyDown(q3!, { key: "ArrowDown" });
    expect(document.activeElement).toBe(q1);
    fireEvent.keyDown(q1!, { key: "ArrowUp" });
    expect(document.activeElement).toBe(q3);
    fireEvent.keyDown(q3!, { key: "Home" });
    expect(document.activeElement).toBe(q1);
    fireEvent.click(q1!); // what Enter and Space do on a native button
    expect(q1!.getAttribute("aria-expanded")).toBe("true");
  });
});
