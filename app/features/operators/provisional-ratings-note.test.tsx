// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProvisionalRatingsNote } from "./provisional-ratings-note";

const CHECK = { checked: "2026-11-01", checkedBy: "ana-real", source: "https://www.ordenacionjuego.es/es/operadores/buscar" };

describe("ProvisionalRatingsNote", () => {
  it("says how many licences of the ranking are unchecked and that they do not score", () => {
    render(<ProvisionalRatingsNote operators={[{ licenseCheck: CHECK }, {}, {}]} />);
    const text = screen.getByText(/Licencias sin comprobar/).parentElement?.textContent;
    expect(text).toMatch(/registro de la DGOJ la licencia de 2 de estos 3 operadores/);
    expect(text).toMatch(/no puntúa/);
  });

  it("shows nothing once every licence is checked", () => {
    const { container } = render(<ProvisionalRatingsNote operators={[{ licenseCheck: CHECK }, { licenseCheck: { ...CHECK, checked: "2026-10-15" } }]} />);
    expect(container.textContent).toBe("");
  });
});
