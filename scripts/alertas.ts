/**
 * npm run alertas — the command line of scripts/lib/alertas-cli.ts (the daily check and the mail
 * of a failed systemd unit). Guide: docs/deployment.md.
 */
import { runAlertasCli } from "./lib/alertas-cli";

void runAlertasCli(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
