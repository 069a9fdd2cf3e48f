/**
 * npm run backup — the command line of scripts/lib/backup-cli.ts (backupCli). The owner's guide is
 * docs/copias-de-seguridad.md.
 */
import { backupCli } from "./lib/backup-cli";

void backupCli(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
