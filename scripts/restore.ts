/**
 * npm run restore — the command line of scripts/lib/backup-cli.ts (restoreCli). The owner's guide is
 * docs/copias-de-seguridad.md.
 */
import { restoreCli } from "./lib/backup-cli";

void restoreCli(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
