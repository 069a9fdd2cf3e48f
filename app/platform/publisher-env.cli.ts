/**
 * The owner's commands run through tsx, outside the Vite build that fixes the publisher into the
 * bundle: this sets PUBLISHER_JSON from content/site/publisher.yaml (unless the environment sets it)
 * so that what they render — the newsletter's email footer — names the same publisher as the site.
 * Import it FIRST in a command, before any module that reads app/platform/site.ts.
 */
import { configValue, defaultConfigValue } from "./env.server";
import { publisherForBuild } from "./publisher.server";

if (!configValue("PUBLISHER_JSON")) {
  try {
    const { example: _example, ...publisher } = publisherForBuild({});
    defaultConfigValue("PUBLISHER_JSON", JSON.stringify(publisher));
  } catch {
    // An invalid file is the content check's to report; the command keeps the built-in example values.
  }
}
