// Request paths an attacker sends to turn a redirect into an open redirect or to make the server
// keep another copy of a page. Shared by the unit tests (server/app.test.js) and the integration
// test against the built server. Each must be answered with a 404 or a 301 whose Location is a
// path on this site ("/x", never "//host", "/\host" or "http…").
export const HOSTILE_REDIRECT_PATHS = [
  "//evil.com/",
  "//evil.com",
  "///evil.com/",
  "////evil.com//",
  "/\\evil.com/",
  "/\\/evil.com/",
  "/%5cevil.com/",
  "/%5Cevil.com",
  "/%2f%2fevil.com/",
  "/%2F%2Fevil.com",
  "/%2f/evil.com/",
  "/.//evil.com/",
  "/..//evil.com/",
  "/%2e%2e//evil.com/",
  "/x/..//evil.com/",
  "//evil.com/%2e%2e",
  "//evil.com/..",
  "/%09/evil.com/",
  "/%0d%0aLocation:%20http://evil.com/",
  "//%65vil.com/",
  "/http://evil.com/",
  "/https:%2f%2fevil.com/",
  "/ayuda//",
  "/AYUDA/",
  "//ayuda/",
  "/r1/..%2fbet365",
  "/r1/..%2Fbet365/",
  "/r1/%2e%2e/bet365",
  "/r1/%2E%2E%2Fbet365",
  "/%2e/bet365",
  "/bet365/.",
  "/bet365/./",
  "/BET365",
  "/Bet365/",
  "/blog//",
  "/%62log",
  "/assets//",
  "/@evil.com",
  "//@evil.com",
  "/;@evil.com/",
];

/**
 * Is this Location header a path on the site? Browsers resolve "//x" and "/\x" (and the same with
 * tabs or newlines in between, which they strip) against another host.
 * @param {string | null} location
 */
export function isOnSiteLocation(location) {
  if (location === null) return false;
  if (/[\t\r\n]/.test(location)) return false;
  if (!location.startsWith("/")) return false;
  const second = location[1];
  return second !== "/" && second !== "\\";
}
