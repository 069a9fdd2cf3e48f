/**
 * The owner's commands run through tsx, outside the Vite build that fixes the publisher into the
 * bundle: this sets PUBLISHER_JSON from content/site/publisher.yaml and SITE_IDENTITY_JSON from
 * content/site/identity.yaml (unless the environment sets them) so that what they render — every mail's
 * footer, sender and signature — names the same publisher and site as the site.
 * Import it FIRST in a command, before any module that reads app/platform/site.ts.
 */
import { configValue, defaultConfigValue } from "./env.server";
import { publisherForBuild } from "./publisher.server";
import { siteIdentityForBuild } from "./site-identity.server";

if (!configValue("PUBLISHER_JSON")) {
  try {
    const { example: _example, ...publisher } = publisherForBuild({});
    defaultConfigValue("PUBLISHER_JSON", JSON.stringify(publisher));
  } catch {
    // An invalid file is the content check's to report; the command keeps the built-in example values.
  }
}

// The site's name and addresses (content/site/identity.yaml) the same way: the mails' sender and signature.
if (!configValue("SITE_IDENTITY_JSON")) {
  try {
    const { example: _example, ...identity } = siteIdentityForBuild({});
    defaultConfigValue("SITE_IDENTITY_JSON", JSON.stringify(identity));
  } catch {
    // An invalid file is the content check's to report; the command keeps the built-in example values.
  }
}
