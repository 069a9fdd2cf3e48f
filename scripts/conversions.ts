/**
 * The owner's command for what the operators report back (issue 23):
 *
 *   npm run conversions -- import <report.csv> --operator <id> [--platform <id>] [--from D --to D] [--init]
 *
 * The command itself is in scripts/lib/conversions-cli.ts (a function the tests also call);
 * docs/ganancias.md explains it to the owner.
 */
import { conversionsCli } from "./lib/conversions-cli";

void conversionsCli(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
