// @vitest-environment happy-dom
/** Decision 0235: one datum, one state — its check record (date, author, source link) or «Sin comprobar». */
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CheckNote } from "./check-note";
import { allLicencesChecked, checkState, checkableData } from "./check-state.ts";

const CHECK = { checked: "2026-11-02", checkedBy: "ana-real", checkedByName: "Ana Real", source: "https://www.mi-casino.es/ayuda/retiradas" };

describe("checkState", () => {
  it("is «comprobado» only with all three parts", () => {
    expect(checkState(CHECK)).toEqual({ state: "comprobado", checked: CHECK.checked, checkedBy: CHECK.checkedBy, source: CHECK.source });
    expect(checkState(undefined).state).toBe("sin-comprobar");
    expect(checkState({}).state).toBe("sin-comprobar");
    expect(checkState({ checked: CHECK.checked, source: CHECK.source }).state).toBe("sin-comprobar");
  });

  it("lists the checkable data of an operator: the offer, the licence, the sheet's scored data and each fact, with where each record lives", () => {
    const data = checkableData({ offer: { check: CHECK }, mobileAppCheck: CHECK, facts: [{ key: "retirada-tarjeta" }, { key: "horario-atencion", check: CHECK }] });
    expect(data.map((d) => [d.dato, d.path.join("."), Boolean(d.check)])).toEqual([
      ["oferta", "offer.check", true],
      ["licencia", "licenseCheck", false],
      ["deposito-minimo", "minDepositCheck", false],
      ["metodos-pago", "paymentMethodsCheck", false],
      ["juegos", "gamesCheck", false],
      ["app", "mobileAppCheck", true],
      ["juego-responsable", "responsibleGamblingCheck", false],
      ["retirada-tarjeta", "facts.0.check", false],
      ["horario-atencion", "facts.1.check", true],
    ]);
  });

  it("says every licence is checked only when each one has a record", () => {
    expect(allLicencesChecked([{ licenseCheck: CHECK }, {}])).toBe(false);
    expect(allLicencesChecked([{ licenseCheck: CHECK }, { licenseCheck: CHECK }])).toBe(true);
    expect(allLicencesChecked([])).toBe(false);
  });
});

describe("CheckNote", () => {
  it("without a record shows «Sin comprobar», no date and no link", () => {
    const { container } = render(<CheckNote check={undefined} claim />);
    expect(container.textContent).toBe("Según el operador · Sin comprobar");
    expect(container.querySelector("time, a")).toBeNull();
    container.remove();
  });

  it("with a record shows the date, the author and the source link", () => {
    const { container } = render(<CheckNote check={CHECK} claim />);
    expect(container.textContent).toContain("Comprobado el 2 de noviembre de 2026 por Ana Real");
    expect(container.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-02");
    const link = container.querySelector("a")!;
    expect(link.getAttribute("href")).toBe(CHECK.source);
    expect(link.textContent).toContain("fuente");
    expect(link.getAttribute("rel")).toContain("sponsored");
    container.remove();
  });

  it("as a card's short marker: the state alone, or the date without author and link", () => {
    const unchecked = render(<CheckNote check={undefined} short />).container;
    expect(unchecked.textContent).toBe("Sin comprobar");
    expect(unchecked.querySelector("[data-check]")?.getAttribute("data-check")).toBe("sin-comprobar");
    unchecked.remove();
    const checked = render(<CheckNote check={CHECK} short />).container;
    expect(checked.textContent).toBe("Comprobado el 2 de noviembre de 2026");
    expect(checked.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-02");
    expect(checked.querySelector("a")).toBeNull();
    expect(checked.querySelector("[data-check]")?.getAttribute("data-check")).toBe("comprobado");
    checked.remove();
  });
});
