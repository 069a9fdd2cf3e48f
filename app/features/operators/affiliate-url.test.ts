import { describe, expect, it } from "vitest";
import { AFFILIATE_PLACEHOLDERS, affiliateUrlProblems, fillAffiliateUrl } from "./affiliate-url";
import { PLACEMENTS } from "./outbound-link";

const TEMPLATE = "https://partners.example.com/track?btag=a_123b_45&subid={clickId}&pl={placement}&pg={page}&op={operator}";
const ID = "0b7c3c2e-6a55-4f0e-9a43-2f1f1c9d8e7a";

describe("affiliateUrlProblems", () => {
  it.each([
    TEMPLATE,
    "https://www.operador.es/registro?clickid={clickId}",
    "https://tracking.example.net/c/{clickId}/{operator}#{placement}",
    "https://partners.example.com/redirect.aspx?pid=1&bid=2",
  ])("accepts %s", (url) => {
    expect(affiliateUrlProblems(url)).toEqual([]);
  });

  it.each([
    ["javascript:alert(1)", /https/],
    ["JavaScript:alert(document.cookie)//{clickId}", /https/],
    ["data:text/html,<script>alert(1)</script>", /https/],
    ["http://partners.example.com/track?subid={clickId}", /https/],
    ["ftp://partners.example.com/x", /https/],
    ["https://usuario:secreto@partners.example.com/track", /usuario ni contraseña/],
    ["https://usuario@partners.example.com/track", /usuario ni contraseña/],
    ["https://partners.example.com/track?subid={clickid}", /marcador desconocido «\{clickid\}»/],
    ["https://partners.example.com/track?subid={subid}", /marcador desconocido/],
    ["https://partners.example.com/track?subid={ clickId }", /marcador desconocido/],
    ["https://partners.example.com/track?subid=%7BclickId%7D", /sin codificar/],
    ["https://partners.example.com/track?subid={clickId", /sin pareja/],
    ["https://{operator}.example.com/track", /no en el dominio/],
    ["https://partners.example.com{page}/x", /no en el dominio/],
    ["https://partners.example.com/track?a=1 b", /espacios/],
    ["partners.example.com/track", /no es una dirección web válida/],
    ["https://partners.example.com/" + "a".repeat(2000), /demasiado largo/],
  ])("refuses %s", (url, message) => {
    const problems = affiliateUrlProblems(url);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join(" | ")).toMatch(message);
  });
});

describe("fillAffiliateUrl", () => {
  it("fills every placeholder, URL-encoded, for every placement", () => {
    for (const placement of PLACEMENTS) {
      const page = placement === "newsletter" ? "newsletter:2026-05-mayo" : "/blog/como-elegir-casino";
      const url = new URL(fillAffiliateUrl(TEMPLATE, { clickId: ID, placement, page, operator: "bet365" }));
      expect(url.host).toBe("partners.example.com");
      expect(url.searchParams.get("btag")).toBe("a_123b_45");
      expect(url.searchParams.get("subid")).toBe(ID);
      expect(url.searchParams.get("pl")).toBe(placement);
      expect(url.searchParams.get("pg")).toBe(page);
      expect(url.searchParams.get("op")).toBe("bet365");
      expect(url.href).toContain(`pg=${encodeURIComponent(page)}`);
      expect(url.href).not.toMatch(/[{}]/);
    }
  });

  it("never lets a value add a parameter, a path, a fragment or another placeholder", () => {
    const hostile = "/x?subid=robado&btag=otro#{clickId}";
    const filled = fillAffiliateUrl(TEMPLATE, { clickId: ID, placement: "article", page: hostile, operator: "bet365" });
    const url = new URL(filled);
    expect(url.searchParams.getAll("subid")).toEqual([ID]);
    expect(url.searchParams.getAll("btag")).toEqual(["a_123b_45"]);
    expect(url.searchParams.get("pg")).toBe(hostile);
    expect(url.hash).toBe("");
    // One pass: the "{clickId}" inside a value stays text.
    expect(filled.match(new RegExp(ID, "g"))).toHaveLength(1);
  });

  it("leaves every placeholder empty without values (bots), and a link without placeholders as it is", () => {
    const url = new URL(fillAffiliateUrl(TEMPLATE, {}));
    for (const key of ["subid", "pl", "pg", "op"]) expect(url.searchParams.get(key)).toBe("");
    expect(url.searchParams.get("btag")).toBe("a_123b_45");
    const plain = "https://partners.example.com/redirect.aspx?pid=1&bid=2";
    expect(fillAffiliateUrl(plain, { clickId: ID })).toBe(plain);
  });

  it("knows exactly the four documented placeholders", () => {
    expect([...AFFILIATE_PLACEHOLDERS].sort()).toEqual(["clickId", "operator", "page", "placement"]);
  });
});
