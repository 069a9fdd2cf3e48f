/**
 * What the owner's commands (`npm run newsletter` / `stats`, `conversions`, `backup` / `restore`, `opiniones`,
 * `fuentes`, `comprobar`, `alertas`, `publish`; app/composition/commands.cli.ts runs them) share:
 * the usage error, the exit codes and the messages of the errors they expect, a period given as
 * --from/--to, a new file that is never overwritten without --forzar, a quiet end on a closed pipe,
 * and their output captured for the tests.
 */
import fs from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { DataDirBusyError } from "./db/data-dir-lock.server";
import { configSource, EnvError } from "./env.server";
import { PeriodError, resolvePeriod } from "./format";
import { NoDataError } from "./db/database-access.server";

/** The command line is wrong: its message (with the usage where it helps) and exit code 2. */
export class UsageError extends Error {}

/**
 * The command did nothing, on purpose: a file it would overwrite, an address that matched nothing.
 * Its Spanish message, and exit code 1 (a script must not take it for done).
 */
export class CliRefusal extends Error {}

/** The option that lets a command replace an existing file. */
export const FORCE_FLAG = "--forzar";

/**
 * Opens a new private file (mode 0600: exports carry personal data) for writing. An existing file is
 * not overwritten unless `force` (issue 43: `export` replaced one without a word).
 */
export function openNewFile(file: string, force: boolean): number {
  const abs = path.resolve(file);
  try {
    const fd = fs.openSync(abs, force ? "w" : "wx", 0o600);
    fs.fchmodSync(fd, 0o600); // also when replacing an older export with wider permissions
    return fd;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") {
      throw new CliRefusal(`Ya existe ${file}: no lo sobrescribo. Elige otro nombre o añade ${FORCE_FLAG} para reemplazarlo.`);
    }
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new CliRefusal(`No existe la carpeta ${path.dirname(abs)}.`);
    throw error;
  }
}

/**
 * Where a CSV goes: a new private file (`openNewFile`: it may carry personal data), or `stdout`.
 * Written in order; `close` once done.
 */
export function csvOutput(file: string | undefined, stdout: Writable, force: boolean): { write: (data: string) => Promise<void>; close: () => Promise<void> } {
  if (!file) {
    return {
      write: (data: string) => new Promise<void>((resolve, reject) => stdout.write(data, (error) => (error ? reject(error) : resolve()))),
      close: async () => {},
    };
  }
  const fd = openNewFile(file, force);
  return {
    write: async (data: string) => {
      fs.writeSync(fd, data);
    },
    close: async () => {
      fs.closeSync(fd);
    },
  };
}

/**
 * `npm run <script>` without -s prints its own header lines before the command's output: a CSV sent to
 * stdout (`npm run newsletter -- export > f.csv`) would open with them. True when that would happen.
 */
export function npmWouldPrefixOutput(source: NodeJS.ProcessEnv, scripts: readonly string[], stdout: Writable): boolean {
  return scripts.includes(source.npm_lifecycle_event ?? "") && source.npm_config_loglevel !== "silent" && !(stdout as { isTTY?: boolean }).isTTY;
}

/** The reader of the output went away (`export | head`): not a failure of the command. */
const isClosedPipe = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === "EPIPE";

/** Where a command's output goes: the process's own streams by default. */
export interface CliIo {
  env?: NodeJS.ProcessEnv;
  stdout?: Writable;
  stderr?: Writable;
}

/**
 * Runs a command's `main` and resolves with its exit code: 0 done, 1 refused or failed, 2 bad usage.
 * A usage error, a missing or busy database or a wrong environment is said as it is; `refusal`
 * words the command's own expected errors (undefined for the others), and any other error is
 * prefixed with the command's `name`.
 */
export async function runCli(
  name: string,
  io: CliIo,
  main: (env: NodeJS.ProcessEnv, stdout: Writable, stderr: Writable) => Promise<void>,
  refusal: (error: unknown) => string | undefined,
): Promise<number> {
  const stdout = io.stdout ?? process.stdout;
  const stderr = io.stderr ?? process.stderr;
  // A closed pipe (`export | head`) ends the command quietly: the stream's own 'error' would
  // otherwise be thrown as an English EPIPE trace (issue 43). The write that failed rejects below.
  const onStreamError = (error: unknown) => {
    if (!isClosedPipe(error)) throw error;
  };
  stdout.on("error", onStreamError);
  try {
    await main(io.env ?? configSource(), stdout, stderr);
    return 0;
  } catch (error) {
    if (isClosedPipe(error)) return 0;
    const known =
      error instanceof UsageError || error instanceof CliRefusal || error instanceof NoDataError || error instanceof EnvError || error instanceof DataDirBusyError;
    const message = known ? error.message : refusal(error);
    stderr.write(`${message ?? `${name}: ${error instanceof Error ? error.message : String(error)}`}\n`);
    return error instanceof UsageError ? 2 : 1;
  } finally {
    stdout.off("error", onStreamError);
  }
}

/** The period of --from/--to (either may be missing); a wrong date is a usage error. */
export function periodArg(from: string | undefined, to: string | undefined) {
  try {
    return resolvePeriod({ from, to });
  } catch (error) {
    if (error instanceof PeriodError) throw new UsageError(error.message);
    throw error;
  }
}

/** A command run with its output captured: what a test reads from it. */
export async function captureOutput(run: (io: { stdout: Writable; stderr: Writable }) => Promise<number>): Promise<{ code: number; stdout: string; stderr: string }> {
  const out = { stdout: "", stderr: "" };
  const sink = (key: "stdout" | "stderr") =>
    new Writable({
      write(chunk, _encoding, callback) {
        out[key] += String(chunk);
        callback();
      },
    });
  const code = await run({ stdout: sink("stdout"), stderr: sink("stderr") });
  return { code, ...out };
}
