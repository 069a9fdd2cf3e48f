/**
 * The owner's commands: `npm run <command>` runs `tsx app/composition/commands.cli.ts <name> [args…]`
 * (package.json). Each command lives with the feature it serves, as a function that takes its
 * arguments and resolves with its exit code (`<feature>/<name>.cli.ts`, docs/architecture.md,
 * decision 0310); this table names them and hands each what it needs from another feature that may
 * not import it (folder-level lint: no two features import each other; no feature imports
 * app/composition). A command's module is imported only when it runs, so a command loads only its own
 * feature's code — and `npm run newsletter` sets PUBLISHER_JSON before anything reads app/platform/site.ts.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { CliIo } from "../platform/command.cli.ts";

/** A command: its arguments (after its name) and where its output goes (the process's streams by default; tests capture it). */
type Command = (argv: string[], io?: CliIo) => Promise<number>;

const COMMANDS: Record<string, () => Promise<Command>> = {
  // npm run newsletter / db:migrate; `newsletter -- stats` is the older name of npm run stats.
  newsletter: async () => {
    await import("../platform/publisher-env.cli.ts");
    const [{ newsletterCli }, { statsCli }, { eraseOpinionsByEmail }] = await Promise.all([
      import("../features/newsletter/newsletter.cli.ts"),
      import("../features/panel/stats.cli.ts"),
      import("../features/opinions/index.server.ts"),
    ]);
    // Erasure by address covers everything the site keeps under it: the subscription and the player opinions.
    return (argv, io = {}) => (argv[0] === "stats" ? statsCli(argv.slice(1), io) : newsletterCli(argv, { ...io, eraseAlso: eraseOpinionsByEmail }));
  },
  stats: async () => (await import("../features/panel/stats.cli.ts")).statsCli,
  conversions: async () => (await import("../features/conversions/conversions.cli.ts")).conversionsCli,
  backup: async () => (await import("../features/backups/backup.cli.ts")).backupCli,
  restore: async () => (await import("../features/backups/backup.cli.ts")).restoreCli,
  // Reads the password from the terminal or standard input: no `io`.
  "panel:hash": async () => (await import("../features/panel/panel-hash.cli.ts")).panelHashCli,
  // Both send mail: its sender and signature from content/site/ (publisher-env.cli.ts) before site.ts is read.
  alertas: async () => {
    await import("../platform/publisher-env.cli.ts");
    return (await import("../features/panel/alerts.cli.ts")).runAlertasCli;
  },
  fuentes: async () => (await import("../features/sources/sources.cli.ts")).sourcesCli,
  comprobar: async () => (await import("../features/editor/mark-checked.cli.ts")).comprobarCli,
  opiniones: async () => {
    await import("../platform/publisher-env.cli.ts");
    return (await import("../features/opinions/opinions.cli.ts")).opinionsCli;
  },
  publish: async () => {
    const [{ publishCli }, { checkContent }, { refuseExampleData }] = await Promise.all([
      import("../features/releases/publish.cli.ts"),
      import("./content-check.ts"),
      import("./example-data.server.ts"),
    ]);
    return (argv, io) => publishCli(argv, { checkContent, refuseExampleData }, io);
  },
};

/** The names `npm run` uses (package.json's scripts point here with one of them). */
export const COMMAND_NAMES = Object.keys(COMMANDS);

/** The named command, ready to run (its modules loaded), or undefined for a name the table does not have. */
export async function loadCommand(name: string): Promise<Command | undefined> {
  const load = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  return load ? load() : undefined;
}

/** Runs the named command; exit code 2 and the list of names for an unknown one. */
export async function runCommand(name: string | undefined, argv: string[], io: CliIo = {}): Promise<number> {
  const command = name === undefined ? undefined : await loadCommand(name);
  if (!command) {
    (io.stderr ?? process.stderr).write(`Orden desconocida: ${name ?? "(ninguna)"}. Órdenes: ${COMMAND_NAMES.join(", ")}.\n`);
    return 2;
  }
  return command(argv, io);
}

// Run as a script (tsx app/composition/commands.cli.ts <name> …), not when a test imports it.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const [name, ...argv] = process.argv.slice(2);
  void runCommand(name, argv).then((code) => {
    process.exitCode = code;
  });
}
