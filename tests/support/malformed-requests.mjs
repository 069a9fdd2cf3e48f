// Hostile and malformed signup requests, each with the answer the endpoint must give. Shared by
// the handler's unit test and the HTTP reliability test against the production server, so both
// replay the same table. None of them may write a row.

import { CONSENT_VERSION } from "../../scripts/lib/consent-version.mjs";

const JSON_TYPE = { "Content-Type": "application/json" };
const json = (value) => JSON.stringify(value);
const ok = { email: "valido@ejemplo.es", consent_version: CONSENT_VERSION };

/** @type {Array<{ name: string, method?: string, headers?: Record<string,string>, body?: string | Uint8Array, status: number }>} */
export const MALFORMED_REQUESTS = [
  // Not JSON, or not a JSON object
  { name: "truncated JSON", body: '{"email":', status: 400 },
  { name: "plain text sent as JSON", body: "hola, suscríbeme", status: 400 },
  { name: "empty body", body: "", status: 400 },
  { name: "JSON array", body: json([ok]), status: 400 },
  { name: "JSON string", body: json("valido@ejemplo.es"), status: 400 },
  { name: "JSON null", body: "null", status: 400 },
  { name: "JSON number", body: "42", status: 400 },
  { name: "invalid UTF-8 bytes", body: new Uint8Array([0x7b, 0x22, 0x65, 0xff, 0xfe, 0x22, 0x7d]), status: 400 },
  // The email itself
  { name: "missing email", body: json({ language: "es-ES" }), status: 400 },
  { name: "email null", body: json({ email: null }), status: 400 },
  { name: "email as number", body: json({ email: 12345 }), status: 400 },
  { name: "email as boolean", body: json({ email: true }), status: 400 },
  { name: "email as array", body: json({ email: ["valido@ejemplo.es"] }), status: 400 },
  { name: "email as object", body: json({ email: { $gt: "" } }), status: 400 },
  { name: "email empty", body: json({ email: "" }), status: 400 },
  { name: "email only spaces", body: json({ email: "   " }), status: 400 },
  { name: "email without @", body: json({ email: "valido.ejemplo.es" }), status: 400 },
  { name: "email without domain", body: json({ email: "valido@" }), status: 400 },
  { name: "email of 255 characters", body: json({ email: `${"a".repeat(64)}@${"b".repeat(187)}.es` }), status: 400 },
  { name: "email with NUL", body: json({ email: "valido\u0000@ejemplo.es" }), status: 400 },
  { name: "email with CRLF header injection", body: json({ email: "valido@ejemplo.es\r\nBcc: x@y.es" }), status: 400 },
  { name: "email with HTML", body: json({ email: '<script>alert("x")</script>@ejemplo.es' }), status: 400 },
  { name: "email with SQL", body: json({ email: "x' OR '1'='1'; DROP TABLE newsletter_subscriptions;--" }), status: 400 },
  // Client-data fields
  { name: "user_agent as number", body: json({ ...ok, user_agent: 7 }), status: 400 },
  { name: "user_agent of 600 characters", body: json({ ...ok, user_agent: "M".repeat(600) }), status: 400 },
  { name: "user_agent with control character", body: json({ ...ok, user_agent: "Mozilla\u0007/5.0" }), status: 400 },
  { name: "browser_name outside the list", body: json({ ...ok, browser_name: "Netscape" }), status: 400 },
  { name: "utm_source as object", body: json({ ...ok, utm_source: { a: 1 } }), status: 400 },
  { name: "utm_campaign as array", body: json({ ...ok, utm_campaign: ["x"] }), status: 400 },
  { name: "source_page not a path", body: json({ ...ok, source_page: "javascript:alert(1)" }), status: 400 },
  { name: "timezone with SQL", body: json({ ...ok, timezone: "Europe/Madrid'; DROP TABLE x;--" }), status: 400 },
  { name: "unknown consent version", body: json({ ...ok, consent_version: "falsa" }), status: 400 },
  // Consent: recorded by the form, never assumed
  { name: "no consent field", body: json({ email: "valido@ejemplo.es" }), status: 400 },
  { name: "consent false", body: json({ ...ok, consent: false }), status: 400 },
  // Only exactly `true` is a yes (issue 42: these were stored as consent).
  { name: "consent \"false\"", body: json({ ...ok, consent: "false" }), status: 400 },
  { name: "consent 0", body: json({ ...ok, consent: 0 }), status: 400 },
  { name: "consent \"no\"", body: json({ ...ok, consent: "no" }), status: 400 },
  { name: "consent null", body: json({ ...ok, consent: null }), status: 400 },
  { name: "consent \"true\" (a string)", body: json({ ...ok, consent: "true" }), status: 400 },
  { name: "honeypot filled", body: json({ ...ok, website: "https://spam.example" }), status: 400 },
  // Transport
  { name: "text/plain content type", headers: { "Content-Type": "text/plain" }, body: json(ok), status: 415 },
  {
    name: "form-encoded content type",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "email=valido%40ejemplo.es",
    status: 415,
  },
  { name: "no content type", headers: {}, body: json(ok), status: 415 },
  { name: "JSON in Latin-1", headers: { "Content-Type": "application/json; charset=iso-8859-1" }, body: json(ok), status: 415 },
  { name: "1 MB body", body: json({ ...ok, user_agent: "x".repeat(1024 * 1024) }), status: 413 },
  { name: "just over 4 KB", body: json({ ...ok, referrer: "x".repeat(4100) }), status: 413 },
  { name: "cross-site Origin", headers: { ...JSON_TYPE, Origin: "https://atacante.example" }, body: json(ok), status: 403 },
  { name: "Origin null (sandboxed page)", headers: { ...JSON_TYPE, Origin: "null" }, body: json(ok), status: 403 },
  { name: "Sec-Fetch-Site cross-site", headers: { ...JSON_TYPE, "Sec-Fetch-Site": "cross-site" }, body: json(ok), status: 403 },
  { name: "GET", method: "GET", headers: {}, status: 405 },
  { name: "PUT", method: "PUT", body: json(ok), status: 405 },
].map((c) => ({ method: "POST", headers: JSON_TYPE, ...c }));

/** Emails that appear in the table; after replaying it, none of them may be in the database. */
export const MALFORMED_EMAILS = ["valido@ejemplo.es"];
