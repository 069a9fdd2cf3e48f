// @vitest-environment happy-dom
/**
 * Issue 26 item 4, "the live site states each check's date where the fact is shown": the review's
 * licence panel gives the date of the last DGOJ register check when the operator file has one
 * (`licenseChecked`), and says «pending» without any date when it has none. No operator of the site may
 * have the date yet, so both cases use a copy of a real operator.
 */
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { reviewPageCopy } from "../copy/copy.server";
import { getOperators } from "../operators/operators";
import { formatDateLong } from "../../platform/format";
import { LicensePanel } from "./license-panel";

const base = getOperators()[0]!;

function panel(op: typeof base) {
  const copy = reviewPageCopy(op);
  const { container } = render(<LicensePanel operator={op} copy={copy} />);
  const value = (label: string) => within(container).getByText(label).nextElementSibling as HTMLElement;
  return { container, copy, value };
}

describe("the review's licence panel", () => {
  it("shows the date of the last register check, as a <time>, when licenseChecked is set", () => {
    const op = { ...base, licenseHolder: base.licenseHolder ?? "Titular S.A.", licenseChecked: "2026-11-02" };
    const { container, copy, value } = panel(op);
    const checked = value("Comprobada por última vez");
    expect(checked.textContent).toBe(formatDateLong("2026-11-02"));
    expect(checked.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-02");
    expect(value("Titular de la licencia").textContent).toBe(op.licenseHolder);
    expect(container.textContent).not.toContain(copy.license.pendingNote.slice(0, 20));
    container.remove();
  });

  it("says pending, with no date, when it is not set", () => {
    const { licenseChecked: _unused, ...unchecked } = base;
    const { container, copy, value } = panel(unchecked);
    expect(value("Comprobada por última vez").textContent).toBe(copy.license.pending);
    expect(container.querySelector("time")).toBeNull();
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(1);
    container.remove();
  });
});
