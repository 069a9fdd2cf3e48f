import { describe, expect, it } from "vitest";
import { citedUrls, TEST_CLICK_ID, type CitingOperator } from "./cited-urls.ts";
import { reachesDomain, sourceFlags, type StoredSource } from "./flags.ts";
import { changeExcerpt, contentHash, normaliseText } from "./page-text.ts";

const operator: CitingOperator = {
  id: "mi-casino",
  name: "Mi Casino",
  playUrl: "https://www.mi-casino.es/",
  termsUrl: "https://www.mi-casino.es/terminos",
  affiliateUrl: "https://afiliados.example.com/r?sub={clickId}&op={operator}",
  offer: { check: { checked: "2026-11-01", source: "https://www.mi-casino.es/bono" } },
  licenseCheck: { checked: "2026-10-01", source: "https://www.ordenacionjuego.es/registro" },
  facts: [
    { key: "retirada-tarjeta", check: { checked: "2026-11-10", source: "https://www.mi-casino.es/bono" } },
    { key: "canales-atencion" },
  ],
};

const stored = (over: Partial<StoredSource> & { url: string }): StoredSource => ({ status: 200, error: null, finalUrl: over.url, changedOn: null, changeExcerpt: null, ...over });

describe("citedUrls", () => {
  it("lists each URL once per operator with what cites it, and fills the tracking link with the test click ID", () => {
    const list = citedUrls([operator]);
    expect(list.map((c) => c.url)).toEqual([
      "https://www.mi-casino.es/bono",
      "https://www.ordenacionjuego.es/registro",
      "https://www.mi-casino.es/terminos",
      "https://www.mi-casino.es/",
      `https://afiliados.example.com/r?sub=${TEST_CLICK_ID}&op=mi-casino`,
    ]);
    expect(list[0]!.checks.map((c) => c.checked)).toEqual(["2026-11-01", "2026-11-10"]);
    expect(list[4]).toMatchObject({ kinds: ["afiliado"], operatorDomain: "mi-casino.es" });
  });
});

describe("citedUrls and the sheet's check records", () => {
  it("lists a scored datum's source with its label and date, and a source it shares with the offer once", () => {
    const list = citedUrls([
      {
        ...operator,
        paymentMethodsCheck: { checked: "2026-11-12", source: "https://www.mi-casino.es/pagos" },
        minDepositCheck: { checked: "2026-11-13", source: "https://www.mi-casino.es/bono" },
      },
    ]);
    const payments = list.find((c) => c.url === "https://www.mi-casino.es/pagos")!;
    expect(payments).toMatchObject({ kinds: ["fuente"], checks: [{ what: "Dato «Métodos de pago»", checked: "2026-11-12" }] });
    expect(list.filter((c) => c.url === "https://www.mi-casino.es/bono")).toHaveLength(1);
    expect(list.find((c) => c.url === "https://www.mi-casino.es/bono")!.checks.map((c) => c.what)).toContain("Dato «Depósito mínimo»");
  });
});

describe("sourceFlags", () => {
  const cited = citedUrls([operator]);
  it("flags a source changed after its check, not one changed on or before it", () => {
    const flags = sourceFlags(cited, [stored({ url: "https://www.mi-casino.es/bono", changedOn: "2026-11-05", changeExcerpt: "antes: «30» · ahora: «14»" })]);
    expect(flags).toHaveLength(1);
    expect(flags[0]!.kind).toBe("cambio");
    // The offer (checked 1 Nov) is stale; the fact checked on 10 Nov saw the new page.
    expect(flags[0]!.message).toContain("Oferta de bienvenida");
    expect(flags[0]!.message).not.toContain("retirada-tarjeta");
    expect(flags[0]!.message).toContain("ahora: «14»");
    expect(sourceFlags(cited, [stored({ url: "https://www.mi-casino.es/bono", changedOn: "2026-10-20" })])).toEqual([]);
  });

  it("flags 4xx/5xx and no answer as broken links", () => {
    const flags = sourceFlags(cited, [stored({ url: "https://www.mi-casino.es/terminos", status: 404 }), stored({ url: "https://www.mi-casino.es/", status: null, error: "conexión rechazada" })]);
    expect(flags.map((f) => [f.kind, f.message])).toEqual([
      ["roto", "enlace roto (HTTP 404)"],
      ["roto", "enlace roto (sin respuesta: conexión rechazada)"],
    ]);
  });

  it("flags a tracking link that ends off the operator's domain, and not one that reaches a subdomain", () => {
    const url = cited[4]!.url;
    expect(sourceFlags(cited, [stored({ url, finalUrl: "https://www.otro.es/" })])[0]!.kind).toBe("afiliado");
    expect(sourceFlags(cited, [stored({ url, finalUrl: "https://registro.mi-casino.es/alta" })])).toEqual([]);
    expect(reachesDomain("https://mi-casino.es.evil.com/", "mi-casino.es")).toBe(false);
  });
});

describe("page text", () => {
  it("compares the visible text only: scripts, styles and markup do not count", () => {
    const a = normaliseText(Buffer.from("<html><body><script>var x=1</script><p>Hola   mundo</p></body></html>"), "text/html");
    const b = normaliseText(Buffer.from("<html><body><script>var x=2</script><div>Hola mundo</div></body></html>"), "text/html");
    expect(a).toBe("Hola mundo");
    expect(contentHash(Buffer.from(""), a)).toBe(contentHash(Buffer.from(""), b));
  });

  it("words where a text changed", () => {
    expect(changeExcerpt("Validez: 30 días. Requisito 35x.", "Validez: 14 días. Requisito 35x.")).toMatch(/antes: «.*30.*» · ahora: «.*14.*»/);
    expect(changeExcerpt("igual", "igual")).toBeNull();
  });
});
