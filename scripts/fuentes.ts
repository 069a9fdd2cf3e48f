/**
 * The owner's source watch (issue 37, item 4):
 *
 *   npm run fuentes [--json] [--init]
 *
 * The command itself is in scripts/lib/sources-cli.ts (a function the tests also call); the daily
 * run is deploy/casinos-sources.timer; docs/editing-content.md explains it to the owner.
 */
import { sourcesCli } from "./lib/sources-cli.ts";

void sourcesCli(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
