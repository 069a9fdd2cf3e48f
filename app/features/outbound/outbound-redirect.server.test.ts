/**
 * The click ID and the tracking link, through the redirect's own function: a person's click gets a
 * random ID, stored on the click and passed through the placeholders; bots, HEAD and prefetches get
 * none and no substitution. The operator data is the content's; only the tracking link is stubbed
 * (the content folder holds no real affiliate link).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getOperators } from "~/features/operators/operators";
import type { ClickRecord } from "./clicks.server.ts";

const recorded: ClickRecord[] = [];
/** Whether the stub database commits the next clicks (false: the write failed or timed out). */
let commits = true;
const clicks = {
  record: async (c: ClickRecord) => {
    recorded.push(c);
    return commits;
  },
};

const TRACKED = getOperators()[0]!;
const UNTRACKED = getOperators()[1]!;
const TEMPLATE = "https://partners.example.com/track?btag=a_1&subid={clickId}&pl={placement}&pg={page}&op={operator}";
vi.mock("~/features/operators/index.server", async (original) => {
  const mod = await original<typeof import("~/features/operators/index.server")>();
  return { ...mod, getAffiliateUrl: (id: string) => (id === mod.getOperators()[0]!.id ? TEMPLATE : undefined) };
});

const { outboundRedirect: redirectWith } = await import("./outbound-redirect.server");
const { isKnownPagePath } = await import("~/composition/site-pages.server");
const outboundRedirect = (...args: [string | undefined, URLSearchParams, string, Headers]) => redirectWith(...args, clicks, isKnownPagePath);

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const q = (o: Record<string, string>) => new URLSearchParams(o);

beforeEach(() => {
  recorded.length = 0;
  commits = true;
});

describe("outboundRedirect", async () => {
  it("gives a person's click a random ID, stores it and fills the tracking link with it", async () => {
    const location = (await outboundRedirect(TRACKED.id, q({ p: "review-hero", s: TRACKED.detailUrl }), "GET", new Headers({ "user-agent": CHROME })))!;
    const url = new URL(location);
    expect(recorded).toHaveLength(1);
    const click = recorded[0]!;
    expect(click.clickId).toMatch(UUID);
    expect(click.bot).toBe(false);
    expect(url.searchParams.get("subid")).toBe(click.clickId);
    expect(url.searchParams.get("pl")).toBe("review-hero");
    expect(url.searchParams.get("pg")).toBe(TRACKED.detailUrl);
    expect(url.searchParams.get("op")).toBe(TRACKED.id);
    expect(url.searchParams.get("btag")).toBe("a_1");
  });

  it("never gives two clicks the same ID", async () => {
    for (let i = 0; i < 200; i++) await outboundRedirect(TRACKED.id, q({}), "GET", new Headers({ "user-agent": CHROME }));
    expect(new Set(recorded.map((c) => c.clickId)).size).toBe(200);
  });

  it.each([
    ["a crawler", "GET", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }],
    ["a link preview", "GET", { "user-agent": "WhatsApp/2.23.20.0 A" }],
    ["HEAD", "HEAD", { "user-agent": CHROME }],
    ["a Sec-Purpose prefetch", "GET", { "user-agent": CHROME, "sec-purpose": "prefetch" }],
    ["a Purpose prefetch", "GET", { "user-agent": CHROME, purpose: "prefetch" }],
  ])("gives %s no click ID and no substitution", async (_name, method, h) => {
    const location = (await outboundRedirect(TRACKED.id, q({ p: "article", s: "/" }), method, new Headers(h)))!;
    expect(recorded[0]!.bot).toBe(true);
    expect(recorded[0]!.clickId).toBeNull();
    const url = new URL(location);
    expect(url.host).toBe("partners.example.com");
    for (const key of ["subid", "pl", "pg", "op"]) expect(url.searchParams.get(key)).toBe("");
  });

  it("neutralises a placeholder or a parameter smuggled through the query: only closed-list values reach the link", async () => {
    const location = (await outboundRedirect(TRACKED.id, q({ p: "{clickId}", s: "/x&subid=robado{clickId}" }), "GET", new Headers({ "user-agent": CHROME })))!;
    const url = new URL(location);
    expect(url.searchParams.getAll("subid")).toEqual([recorded[0]!.clickId]);
    expect(url.searchParams.get("pl")).toBe("");
    expect(url.searchParams.get("pg")).toBe("");
  });

  it("sends to the play URL when the operator has no tracking link, and still gives the click an ID", async () => {
    expect(await outboundRedirect(UNTRACKED.id, q({ p: "home-top6", s: "/" }), "GET", new Headers({ "user-agent": CHROME }))).toBe(UNTRACKED.playUrl);
    expect(recorded[0]!.clickId).toMatch(UUID);
  });

  it("keeps a newsletter issue's id as the page of a newsletter click", async () => {
    const location = (await outboundRedirect(TRACKED.id, q({ p: "newsletter", s: "2026-05-mayo" }), "GET", new Headers({ "user-agent": CHROME })))!;
    expect(recorded[0]).toMatchObject({ placement: "newsletter", pagePath: "newsletter:2026-05-mayo" });
    expect(new URL(location).searchParams.get("pg")).toBe("newsletter:2026-05-mayo");
    await outboundRedirect(TRACKED.id, q({ p: "newsletter", s: "../../x?y" }), "GET", new Headers({ "user-agent": CHROME }));
    expect(recorded[1]).toMatchObject({ placement: "newsletter", pagePath: null });
  });

  it("hands out no click ID the database did not commit: the visitor goes on without one, as a bot", async () => {
    commits = false;
    const location = await outboundRedirect(TRACKED.id, q({ p: "review-hero", s: TRACKED.detailUrl }), "GET", new Headers({ "user-agent": CHROME }));
    expect(recorded[0]!.clickId).toMatch(UUID);
    const url = new URL(location!);
    expect(url.host).toBe("partners.example.com");
    for (const key of ["subid", "pl", "pg", "op"]) expect(url.searchParams.get(key)).toBe("");
    expect(location).not.toContain(recorded[0]!.clickId!);
  });

  it("answers null for an id that is not an operator, and records nothing", async () => {
    expect(await outboundRedirect("no-existe", q({}), "GET", new Headers({ "user-agent": CHROME }))).toBeNull();
    expect(recorded).toHaveLength(0);
  });
});
