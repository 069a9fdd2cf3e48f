/**
 * The owner's moderation of player opinions:
 *
 *   npm run opiniones -- pendientes [--json] | aprobar <id> | rechazar <id> [motivo] | borrar <email>
 *
 * The command itself is in scripts/lib/opinions-cli.ts (a function the tests also call).
 */
import { opinionsCli } from "./lib/opinions-cli.ts";

void opinionsCli(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
