/**
 * The owner's «Marcar como comprobado» from the command line (issue 37, item 3):
 *
 *   npm run comprobar -- <operador> <dato> --fuente <url> --por <autor> [--fecha AAAA-MM-DD]
 *
 * The command is scripts/lib/comprobar-cli.ts; docs/editing-content.md explains it to the owner.
 */
import { comprobarCli } from "./lib/comprobar-cli.ts";

void comprobarCli(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
