// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BarChart } from "./bar-chart";
import { BonusCalculator } from "./bonus-calculator";

const nbsp = (s: string | null) => (s ?? "").replace(/\u00a0/g, " ");

describe("BonusCalculator", () => {
  it("shows the spec's fixed example: the rollover applies to the bonus (100 € × 30 = 3.000 €)", () => {
    render(<BonusCalculator deposit={100} bonusPercent={100} rollover={30} />);
    const figure = screen.getByRole("figure", { name: "Calculadora de bono (ejemplo)" });
    const values = within(figure).getAllByRole("definition").map((dd) => nbsp(dd.textContent));
    expect(values).toEqual(["100 €", "100 %", "200 €", "30x", "3.000 €"]);
    expect(within(figure).queryAllByRole("textbox")).toHaveLength(0);
  });
});

describe("BarChart", () => {
  it("prints every value as text and hides the bars from screen readers", () => {
    const { container } = render(
      <BarChart title="Reparto" items={[{ label: "Fútbol", value: 68 }, { label: "Tenis", value: 8 }]} />,
    );
    const figure = container.querySelector("figure")!;
    expect(figure.querySelector("figcaption")?.textContent).toBe("Reparto");
    const items = within(figure).getAllByRole("listitem");
    expect(items.map((li) => nbsp(li.textContent))).toEqual(["Fútbol68 %", "Tenis8 %"]);
    expect(container.querySelectorAll("[aria-hidden=true]")).toHaveLength(2);
  });
});
