// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BarChart } from "./bar-chart";
import { BonusCalculator } from "./bonus-calculator.island";
import { bonusCalculatorCopy } from "~/features/bonus-calculator/calculator-copy.server";
import { fillTemplate } from "~/platform/text";

/** The calculator's texts as the copy file words them (content/copy/calculator.yaml). */
const copy = bonusCalculatorCopy();

const nbsp = (s: string | null) => (s ?? "").replace(/\u00a0/g, " ");

describe("BonusCalculator", () => {
  const results = () => within(screen.getByTestId("calc-results")).getAllByRole("definition").map((dd) => nbsp(dd.textContent));

  it("first renders the spec's fixed example: 100 €, 100 %, 200 €, 30x → 3.000 €", () => {
    render(<BonusCalculator deposit={100} bonusPercent={100} rollover={30} copy={copy} />);
    expect(results()).toEqual(["100 €", "100 %", "200 €", "30x", "3.000 €"]);
    expect(nbsp(screen.getByTestId("calc-coste-esperado").textContent)).toBe("120 €");
    // The copy's sentence with its figures filled in.
    expect(nbsp(screen.getByRole("status").textContent)).toBe(nbsp(fillTemplate(copy.summary, { aApostar: "3.000 €", bono: "100 €", costeEsperado: "120 €" })));
    expect(screen.getByRole("heading", { name: copy.title })).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent ?? "").join(" ")).not.toMatch(/\{\{|\}\}/);
  });

  it("recalculates from labelled fields: cap, bonus + deposit, contribution and RTP", () => {
    render(<BonusCalculator copy={copy} />);
    const set = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    set(/^Depósito/, "300");
    expect(nbsp(screen.getByTestId("calc-importe-bono").textContent)).toBe("200 €"); // capped at 200 €
    fireEvent.click(screen.getByLabelText("Al bono y al depósito"));
    expect(nbsp(screen.getByTestId("calc-apuestas-necesarias").textContent)).toBe("15.000 €"); // 30 × (200 + 300)
    set(/^Contribución del juego/, "10");
    set(/^RTP del juego/, "99,5");
    expect(nbsp(screen.getByTestId("calc-a-apostar").textContent)).toBe("150.000 €");
    expect(nbsp(screen.getByTestId("calc-coste-esperado").textContent)).toBe("750 €");
    expect(nbsp(screen.getByRole("status").textContent)).toContain("150.000 €");
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
