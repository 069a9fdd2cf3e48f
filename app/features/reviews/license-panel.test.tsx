// @vitest-environment happy-dom
/**
 * Issues 26 and 37: the review's licence panel gives the check record of the DGOJ register reading when
 * the operator file has one (`licenseCheck`: date, author, page), and «Sin comprobar» without any date when
 * it has none. Both cases use a copy of a real operator.
 */
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { reviewPageCopy } from "./review-copy.server";
import { getOperators } from "../operators/operators.ts";
import { formatDateLong } from "../../platform/format.ts";
import { LicensePanel } from "./license-panel";

const base = getOperators()[0]!;

function panel(op: typeof base) {
  const copy = reviewPageCopy(op);
  const { container } = render(<LicensePanel operator={op} copy={copy} />);
  const value = (label: string) => within(container).getByText(label).nextElementSibling as HTMLElement;
  return { container, copy, value };
}

const CHECK = { checked: "2026-11-02", checkedBy: "ana-real", checkedByName: "Ana Real", source: "https://www.ordenacionjuego.es/es/operadores/buscar" };

describe("the review's licence panel", () => {
  it("shows who read the register, when (a <time>) and where, when licenseCheck is set", () => {
    const op = { ...base, licenseHolder: base.licenseHolder ?? "Titular S.A.", licenseCheck: CHECK };
    const { container, copy, value } = panel(op);
    const checked = value("Comprobación en el registro");
    expect(checked.textContent).toContain(`Comprobado el ${formatDateLong("2026-11-02")} por Ana Real`);
    expect(checked.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-02");
    expect(checked.querySelector("a")?.getAttribute("href")).toBe(CHECK.source);
    expect(value("Titular de la licencia").textContent).toBe(op.licenseHolder);
    expect(container.textContent).not.toContain(copy.license.pendingNote.slice(0, 20));
    container.remove();
  });

  it("says «Sin comprobar», with no date, and labels the data as the operator's claim when it is not set", () => {
    const { licenseCheck: _unused, ...unchecked } = base;
    const { container, value } = panel(unchecked);
    expect(value("Comprobación en el registro").textContent).toBe("Sin comprobar");
    expect(container.querySelector("time")).toBeNull();
    expect(container.textContent).not.toMatch(/omprobad/);
    if (base.licenseHolder) expect(value("Titular de la licencia").textContent).toContain("según el operador");
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(1);
    container.remove();
  });

  it("links the DGOJ register as «Consultar en el registro de la DGOJ»", () => {
    const { container } = panel(base);
    const link = within(container).getByTestId("dgoj-register");
    expect(link.textContent).toContain("Consultar en el registro de la DGOJ");
    expect(link.getAttribute("href")).toMatch(/^https:\/\/www\.ordenacionjuego\.es\//);
    container.remove();
  });
});
