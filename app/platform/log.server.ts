// The one logger of the server, its services and the owner's server-side code: one JSON object per
// line (pino), `level` as a word, `time` in ISO 8601, an `event` name and the event's fields. Info
// and warnings go to stdout, errors to stderr (journald and `docker logs` keep both; tests read
// both), synchronously: a line logged just before the process exits is not lost.
import process from "node:process";
import pino from "pino";
import { configValue } from "./env.server.ts";

export type Level = "info" | "warn" | "error";

const options = {
  base: null,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label: string) => ({ level: label }) },
};

let sink: ((line: string) => void) | null = null;
const to = (stream: NodeJS.WriteStream) => ({ write: (line: string) => (sink ? sink(line) : stream.write(line)) });

// process.stdout/stderr: synchronous on Linux for files and pipes, as console.log was.
const logger = pino(
  options,
  pino.multistream(
    [
      { level: "info", stream: to(process.stdout) },
      { level: "error", stream: to(process.stderr) },
    ],
    { dedupe: true },
  ),
);

/** For tests: the lines logged from now on, parsed, instead of the output; `stop()` restores it. */
export function captureLog(): { lines: Record<string, unknown>[]; stop: () => void } {
  const lines: Record<string, unknown>[] = [];
  sink = (line) => void lines.push(JSON.parse(line));
  return { lines, stop: () => void (sink = null) };
}

/** One line: `log("warn", "click_write_failed", { message })`. */
export function log(level: Level, event: string, fields: Record<string, unknown> = {}): void {
  if (level === "info" && event === "request" && configValue("LOG_REQUESTS") === "0") return;
  logger[level]({ event, ...fields });
}

function text(parts: unknown[]): string {
  return parts.map((p) => (p instanceof Error ? p.message : typeof p === "string" ? p : JSON.stringify(p))).join(" ");
}

/**
 * The logger as the services take it (`info`/`warn`/`error` of a message): each line is the event
 * `event` with the message as `message`.
 */
export function eventLog(event: string): Record<"info" | "warn" | "error", (...parts: unknown[]) => void> {
  return {
    info: (...parts) => log("info", event, { message: text(parts) }),
    warn: (...parts) => log("warn", event, { message: text(parts) }),
    error: (...parts) => log("error", event, { message: text(parts) }),
  };
}

/** The logger as the services that log whole records take it: `{ event, ...fields }` at one level. */
export function recordLog(level: Level): (line: Record<string, unknown>) => void {
  return ({ event, ...fields }) => log(level, typeof event === "string" ? event : "log", fields);
}
