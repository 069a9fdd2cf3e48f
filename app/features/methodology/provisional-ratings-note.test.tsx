// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProvisionalRatingsNote } from "./provisional-ratings-note";

describe("ProvisionalRatingsNote", () => {
  it("says how many ratings of the ranking rest on an unchecked licence", () => {
    render(<ProvisionalRatingsNote operators={[{ licenseChecked: "2026-11-01" }, {}, {}]} />);
    expect(screen.getByText(/Notas provisionales/).parentElement?.textContent).toMatch(/2 de estos 3 operadores[\s\S]*registro de la DGOJ/);
  });

  it("shows nothing once every licence is checked", () => {
    const { container } = render(<ProvisionalRatingsNote operators={[{ licenseChecked: "2026-11-01" }, { licenseChecked: "2026-10-15" }]} />);
    expect(container.textContent).toBe("");
  });
});
