/**
 * What the owner's database commands (`npm run newsletter` / `stats`, `npm run conversions`, `npm run backup` /
 * `restore`) share:
 * the usage error, the exit codes and the messages of the errors they expect, a period given as
 * --from/--to, and their output captured for the tests.
 */
import { Writable } from "node:stream";
import { DataDirBusyError } from "../../app/platform/db/data-dir-lock.server";
import { EnvError } from "../../app/platform/env.server";
import { PeriodError, resolvePeriod } from "../../app/features/panel/stats.server";
import { NoDataError } from "./database-access";

/** The command line is wrong: its message (with the usage where it helps) and exit code 2. */
export class UsageError extends Error {}

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
  try {
    await main(io.env ?? process.env, stdout, stderr);
    return 0;
  } catch (error) {
    const known = error instanceof UsageError || error instanceof NoDataError || error instanceof EnvError || error instanceof DataDirBusyError;
    const message = known ? error.message : refusal(error);
    stderr.write(`${message ?? `${name}: ${error instanceof Error ? error.message : String(error)}`}\n`);
    return error instanceof UsageError ? 2 : 1;
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
