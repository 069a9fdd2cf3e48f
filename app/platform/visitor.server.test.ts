import { describe, expect, it } from "vitest";
import { isPerson } from "./visitor.server";
import { classifyClient } from "../features/outbound/outbound.server";
import { isHumanView } from "../features/page-views/page-views.server";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const REQUESTS: [string, string, Record<string, string>, boolean][] = [
  ["a browser's GET", "GET", { "user-agent": CHROME }, true],
  ["a browser's get, lower case", "get", { "user-agent": CHROME }, true],
  ["a HEAD", "HEAD", { "user-agent": CHROME }, false],
  ["a POST", "POST", { "user-agent": CHROME }, false],
  ["a crawler", "GET", { "user-agent": GOOGLEBOT }, false],
  ["no User-Agent", "GET", {}, false],
  ["a blank User-Agent", "GET", { "user-agent": "   " }, false],
  ["a prefetch", "GET", { "user-agent": CHROME, "sec-purpose": "prefetch;prerender" }, false],
  ["a Firefox prefetch", "GET", { "user-agent": CHROME, "x-moz": "prefetch" }, false],
];

describe("one «is this a person?» test for clicks and page views", () => {
  it.each(REQUESTS)("%s", (_what, method, headers, person) => {
    const h = new Headers(headers);
    expect(isPerson(method, h)).toBe(person);
    // The click-through rate divides clicks by views: both must count the same visitors.
    expect(isHumanView(method, h)).toBe(person);
    expect(classifyClient(method, h).bot).toBe(!person);
  });
});
