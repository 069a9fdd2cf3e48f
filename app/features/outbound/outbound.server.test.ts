import { describe, expect, it } from "vitest";
import { getOperators } from "~/features/operators/operators";
import { outboundHref, PLACEMENTS } from "~/features/operators/outbound-link";
import { classifyClient, clickSource as clickSourceOf, outboundTarget } from "./outbound.server";
import { isKnownPagePath } from "~/composition/site-pages.server";

const clickSource = (search: URLSearchParams) => clickSourceOf(search, isKnownPagePath);

const CHROME_DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const FIREFOX_ANDROID = "Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0";
const IPAD = "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const EDGE = `${CHROME_DESKTOP} Edg/131.0.0.0`;

const headers = (h: Record<string, string>) => new Headers(h);

describe("outboundTarget", () => {
  it("sends every operator to its play URL from the content data", () => {
    for (const op of getOperators()) {
      expect(outboundTarget(op.id)).toEqual({ operatorId: op.id, url: op.playUrl });
    }
  });

  it.each([
    "",
    "nope",
    "BET365",
    "bet365/",
    "//evil.example",
    "https://evil.example",
    "bet365?x=1",
    "__proto__",
    "constructor",
    "x".repeat(5000),
  ])("knows no operator %j", (id) => {
    expect(outboundTarget(id)).toBeNull();
  });
});

describe("clickSource", () => {
  it("keeps a placement of the closed list and a known page path", () => {
    const q = new URL(`http://x${outboundHref("bet365", "comparison-card", "/comparacion")}`).searchParams;
    expect(clickSource(q)).toEqual({ placement: "comparison-card", pagePath: "/comparacion" });
  });

  it("takes a page path with a trailing slash as the same page", () => {
    expect(clickSource(new URLSearchParams({ s: "/comparacion/" })).pagePath).toBe("/comparacion");
  });

  it("accepts every placement", () => {
    for (const p of PLACEMENTS) expect(clickSource(new URLSearchParams({ p })).placement).toBe(p);
  });

  it.each([
    ["p", "Comparison"],
    ["p", "comparison "],
    ["p", "<script>alert(1)</script>"],
    ["s", "https://evil.example/"],
    ["s", "//evil.example"],
    ["s", "/comparacion?x=1"],
    ["s", "/no-existe"],
    ["s", "/sitemap.xml"],
    ["s", "/" + "a".repeat(10_000)],
  ])("drops %s=%j", (key, value) => {
    const r = clickSource(new URLSearchParams({ [key]: value }));
    expect(r).toEqual({ placement: null, pagePath: null });
  });

  it("knows the site's pages, including every review path", () => {
    expect(isKnownPagePath("/")).toBe(true);
    for (const op of getOperators()) expect(isKnownPagePath(op.detailUrl)).toBe(true);
  });
});

describe("classifyClient", () => {
  it.each([
    [CHROME_DESKTOP, "desktop", "Chrome"],
    [SAFARI_IPHONE, "mobile", "Safari"],
    [FIREFOX_ANDROID, "mobile", "Firefox"],
    [IPAD, "tablet", "Safari"],
    [EDGE, "desktop", "Edge"],
  ])("reads a person's browser %#", (ua, device, browser) => {
    expect(classifyClient("GET", headers({ "user-agent": ua }))).toEqual({ device, browser, bot: false });
  });

  it.each([
    ["crawler", "GET", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }],
    ["link preview", "GET", { "user-agent": "WhatsApp/2.23.20.0 A" }],
    ["Slack preview", "GET", { "user-agent": "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)" }],
    ["script", "GET", { "user-agent": "curl/8.5.0" }],
    ["no User-Agent", "GET", {}],
    ["HEAD", "HEAD", { "user-agent": CHROME_DESKTOP }],
    ["Sec-Purpose prefetch", "GET", { "user-agent": CHROME_DESKTOP, "sec-purpose": "prefetch" }],
    ["Sec-Purpose prerender", "GET", { "user-agent": CHROME_DESKTOP, "sec-purpose": "prefetch;prerender" }],
    ["Purpose prefetch", "GET", { "user-agent": CHROME_DESKTOP, purpose: "prefetch" }],
    ["X-Moz prefetch", "GET", { "user-agent": FIREFOX_ANDROID, "x-moz": "prefetch" }],
  ])("flags a %s as a bot", (_name, method, h) => {
    expect(classifyClient(method, headers(h)).bot).toBe(true);
  });

  it("never fails on a huge or odd User-Agent, and answers from closed lists", () => {
    const r = classifyClient("GET", headers({ "user-agent": "(".repeat(100_000) }));
    expect(["desktop", "mobile", "tablet", "tv", "other"]).toContain(r.device);
    expect(r.browser).toBe("Other");
  });
});
