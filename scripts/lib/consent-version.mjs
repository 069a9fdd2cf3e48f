// The consent notice's current version, for test and benchmark clients that post signups the way
// the form does (the form sends it; the API refuses a signup without it). Read from the one place
// it is defined (app/platform/site.ts) so the two cannot drift.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../app/platform/site.ts");
const found = /NEWSLETTER_CONSENT_VERSION = "([^"]+)"/.exec(fs.readFileSync(site, "utf8"));
if (!found) throw new Error(`NEWSLETTER_CONSENT_VERSION not found in ${site}`);
export const CONSENT_VERSION = found[1];
