/**
 * Operator commands for the newsletter list and the click reports:
 *
 *   npm run newsletter -- count                 (subscribers by status)
 *   npm run stats -- [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--json | --csv [file.csv]]
 *   npm run newsletter -- export [file.csv]     (CSV, UTF-8; to stdout without a file)
 *   npm run newsletter -- send <file.md> [--subject "…"] [--dry-run]
 *                                               (queue an issue for every confirmed subscriber)
 *   npm run newsletter -- delete <email>        (GDPR erasure)
 *   npm run newsletter -- migrate               (same as npm run db:migrate)
 *
 * The same Kysely queries over `pg` in every case: to DATABASE_URL's PostgreSQL, or to PGlite
 * (DATA_DIR), which only one process may open: through the running site's private socket, or,
 * when no site runs, opened by the command itself under the directory's lock.
 * The commands themselves are in scripts/lib/newsletter-cli.ts (a function the tests also call).
 */
// First: the publisher named in the emails' footer comes from content/site/publisher.yaml.
import "./lib/publisher-env";
import { newsletterCli } from "./lib/newsletter-cli";

void newsletterCli(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
