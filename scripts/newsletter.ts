/**
 * Operator commands for the newsletter list:
 *
 *   npm run newsletter -- count                 (subscribers by status)
 *   npm run newsletter -- export [file.csv]     (CSV, UTF-8; to stdout without a file)
 *   npm run newsletter -- send <file.md> [--subject "…"] [--dry-run]
 *                                               (queue an issue for every confirmed subscriber)
 *   npm run newsletter -- delete <email>        (GDPR erasure)
 *   npm run newsletter -- migrate               (same as npm run db:migrate)
 *
 * With DATABASE_URL they talk to PostgreSQL directly. With PGlite (DATA_DIR) only one process
 * may open the data directory: if the site is running, the command is sent to it over its
 * private Unix socket; if not, the command takes the directory's lock and opens it itself.
 */
import fs from "node:fs";
import path from "node:path";
import { ControlUnreachableError, sendControlCommand } from "../app/server/control-socket.server";
import { acquireDataDirLock, DataDirBusyError, ownerAlive, readOwner } from "../app/server/data-dir-lock.server";
import { migrate, openPglite, openPostgres, type Db, type MigrateResult } from "../app/server/db.server";
import { describeDatabaseUrl, EnvError, parseEnv } from "../app/server/env.server";
import { controlHandler, PGLITE_SUBDIR } from "../app/server/newsletter-runtime.server";
import type { StatusCounts } from "../app/server/newsletter-lifecycle.server";
import { IssueError, prepareIssue, type PreparedIssue, type QueueResult } from "../app/server/newsletter-issue.server";
import { issueEmail } from "../app/server/mail/templates.server";
import { listUnsubscribeHeaders, unsubscribeUrl } from "../app/server/mail/links.server";
import { writeEml } from "../app/server/mail/transport.server";

const USAGE = `Usage:
  npm run newsletter -- count
  npm run newsletter -- export [file.csv]
  npm run newsletter -- send <file.md> [--subject "…"] [--dry-run]
  npm run newsletter -- delete <email>
  npm run newsletter -- migrate`;

type Command =
  | { cmd: "count" | "export" | "migrate" }
  | { cmd: "delete"; email: string }
  | { cmd: "send"; issue: PreparedIssue }
  | { cmd: "remaining"; slug: string };

interface SendArgs {
  file: string;
  subject?: string;
  dryRun: boolean;
}

function parseSend(args: string[]): SendArgs | null {
  let file: string | undefined;
  let subject: string | undefined;
  let dryRun = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "--dry-run") dryRun = true;
    else if (a === "--subject" && i + 1 < args.length) subject = args[++i];
    else if (a.startsWith("--subject=")) subject = a.slice("--subject=".length);
    else if (!a.startsWith("--") && !file) file = a;
    else return null;
  }
  return file ? { file, subject, dryRun } : null;
}

function parseArgs(argv: string[]): { command: Command; file?: string; send?: SendArgs } {
  const [cmd, arg, ...rest] = argv;
  if (cmd === "send") {
    const send = parseSend(argv.slice(1));
    if (!send) throw new UsageError(USAGE);
    // The command itself is filled in by main() once the file is read.
    return { command: { cmd: "count" }, send };
  }
  if (cmd === "count" && !arg) return { command: { cmd } };
  if (cmd === "migrate" && !arg) return { command: { cmd } };
  if (cmd === "export" && rest.length === 0) return { command: { cmd }, file: arg };
  if (cmd === "delete" && arg && rest.length === 0) return { command: { cmd, email: arg } };
  throw new UsageError(USAGE);
}

class UsageError extends Error {}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Where an export goes: a new private file (personal data), or stdout. */
function openOutput(file: string | undefined) {
  if (!file) {
    return {
      write: (data: string) =>
        new Promise<void>((resolve, reject) =>
          process.stdout.write(data, (error) => (error ? reject(error) : resolve())),
        ),
      close: async () => {},
    };
  }
  const fd = fs.openSync(path.resolve(file), "w", 0o600);
  fs.fchmodSync(fd, 0o600); // also when overwriting an older export with wider permissions
  return {
    write: async (data: string) => {
      fs.writeSync(fd, data);
    },
    close: async () => {
      fs.closeSync(fd);
    },
  };
}

/** Runs the command on a database this process opened itself. */
async function runLocally(db: Db, command: Command, write: (data: string) => Promise<void>) {
  const migrated = await migrate(db);
  if (command.cmd === "migrate") return migrated;
  return controlHandler(() => db)(command, write);
}

async function runAgainstPglite(dataDir: string, command: Command, write: (data: string) => Promise<void>) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const owner = readOwner(dataDir);
    if (owner && owner.role === "server" && ownerAlive(owner)) {
      if (owner.socket) {
        try {
          return await sendControlCommand(owner.socket, command, write);
        } catch (error) {
          if (!(error instanceof ControlUnreachableError)) throw error;
        }
      }
      // The server is still starting (its socket is not up yet): wait for it.
      if (Date.now() > deadline) {
        throw new Error(`The server (pid ${owner.pid}) owns ${dataDir} but does not answer on its socket.`);
      }
      await sleep(250);
      continue;
    }
    try {
      // No server: open the directory ourselves. Wait for another operator command, but not forever.
      const lock = await acquireDataDirLock(dataDir, "cli", { waitMs: 30_000, waitFor: ["cli"] });
      let db: Db | undefined;
      try {
        db = (await openPglite(path.join(dataDir, PGLITE_SUBDIR))).db;
        return await runLocally(db, command, write);
      } finally {
        await db?.destroy();
        lock.release();
      }
    } catch (error) {
      // A server started between our look and our lock: go round and talk to it instead.
      if (error instanceof DataDirBusyError && error.owner.role === "server") continue;
      throw error;
    }
  }
}

async function main() {
  const parsed = parseArgs(process.argv.slice(2));
  const { file, send } = parsed;
  let { command } = parsed;
  const env = parseEnv();
  let issue: PreparedIssue | undefined;
  if (send) {
    issue = prepareIssue(path.resolve(send.file), send.subject, env.mail.siteUrl);
    command = send.dryRun ? { cmd: "remaining", slug: issue.slug } : { cmd: "send", issue };
  }
  const out = command.cmd === "export" ? openOutput(file) : null;
  const write = out ? out.write : async () => {};
  let result: unknown;
  try {
    if (env.databaseUrl) {
      const db = openPostgres(env.databaseUrl, { max: 2 });
      try {
        result = await runLocally(db, command, write);
      } finally {
        await db.destroy();
      }
    } else {
      result = await runAgainstPglite(env.dataDir, command, write);
    }
  } finally {
    await out?.close();
  }

  const where = env.databaseUrl ? describeDatabaseUrl(env.databaseUrl) : path.join(env.dataDir, PGLITE_SUBDIR);
  // Reports go to stderr so that `export > file.csv` gets nothing but CSV.
  switch (command.cmd) {
    case "count": {
      const c = result as StatusCounts;
      process.stdout.write(
        `pending ${c.pending}\nconfirmed ${c.confirmed}\nunsubscribed ${c.unsubscribed}\ntotal ${c.total}\n`,
      );
      break;
    }
    case "remaining": {
      // --dry-run: the count, and one preview of the message as a subscriber would receive it.
      const preview = issueEmail({
        subject: issue!.subject,
        body: issue!.body,
        unsubscribeUrl: unsubscribeUrl(env.mail.siteUrl, "VISTA-PREVIA"),
      });
      const eml = await writeEml(path.join(env.dataDir, "mail"), env.mail.from, {
        id: `vista-previa-${issue!.slug}`,
        to: "vista-previa@example.invalid",
        ...preview,
        messageId: `<vista-previa-${issue!.slug}@example.invalid>`,
        headers: listUnsubscribeHeaders(unsubscribeUrl(env.mail.siteUrl, "VISTA-PREVIA"), env.mail.unsubscribeTo, "VISTA-PREVIA"),
      });
      process.stdout.write(
        `Dry run: issue "${issue!.slug}" («${issue!.subject}») would go to ${Number(result)} confirmed subscriber(s); nothing was queued.\nPreview: ${eml}\n`,
      );
      break;
    }
    case "send": {
      const r = result as QueueResult;
      const minutes = Math.ceil(r.queued / env.mail.ratePerMinute);
      process.stdout.write(
        `Issue "${issue!.slug}" («${issue!.subject}») on ${where}: queued ${r.queued} message(s) now` +
          (r.queued > 0
            ? `; the server sends them at ${env.mail.ratePerMinute} a minute (about ${minutes} min).\n`
            : " (every confirmed subscriber already has it).\n"),
      );
      break;
    }
    case "export":
      console.error(`Exported ${Number(result)} subscriber(s) from ${where}${file ? ` to ${file}` : ""}.`);
      break;
    case "delete":
      console.error(
        Number(result) > 0
          ? `Deleted ${Number(result)} subscriber(s) with that email from ${where}.`
          : `No subscriber with that email in ${where}; nothing deleted.`,
      );
      break;
    case "migrate": {
      const r = result as MigrateResult;
      console.error(
        `Migrations on ${where}: ${r.applied.length ? `applied ${r.applied.join(", ")}` : "already up to date"}.`,
      );
      break;
    }
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof EnvError || error instanceof DataDirBusyError || error instanceof IssueError) {
    console.error(error.message);
  } else {
    console.error(`newsletter: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
