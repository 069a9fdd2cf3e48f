// @ts-check
// The one logger of the server, its services and the owner's server-side code: one JSON object per
// line (pino), `level` as a word, `time` in ISO 8601, an `event` name and the event's fields. Info
// and warnings go to stdout, errors to stderr (journald and `docker logs` keep both; tests read
// both), synchronously: a line logged just before the process exits is not lost.
// Plain JavaScript so that server/*.js (run by Node as they are) and the built app share it.
import process from "node:process";
import pino from "pino";

/** @typedef {"info" | "warn" | "error"} Level */

const options = {
  base: null,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (/** @type {string} */ label) => ({ level: label }) },
};

/** @type {((line: string) => void) | null} */
let sink = null;
/** @param {NodeJS.WriteStream} stream */
const to = (stream) => ({ write: (/** @type {string} */ line) => (sink ? sink(line) : stream.write(line)) });

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

/**
 * For tests: the lines logged from now on, parsed, instead of the output; `stop()` restores it.
 * @returns {{ lines: Record<string, unknown>[], stop: () => void }}
 */
export function captureLog() {
  /** @type {Record<string, unknown>[]} */
  const lines = [];
  sink = (line) => void lines.push(JSON.parse(line));
  return { lines, stop: () => void (sink = null) };
}

/**
 * One line: `log("warn", "click_write_failed", { message })`.
 * @param {Level} level
 * @param {string} event
 * @param {Record<string, unknown>} [fields]
 */
export function log(level, event, fields = {}) {
  if (level === "info" && event === "request" && process.env.LOG_REQUESTS === "0") return;
  logger[level]({ event, ...fields });
}

/** @param {unknown[]} parts */
function text(parts) {
  return parts.map((p) => (p instanceof Error ? p.message : typeof p === "string" ? p : JSON.stringify(p))).join(" ");
}

/**
 * The logger as the services take it (`info`/`warn`/`error` of a message): each line is the event
 * `event` with the message as `message`.
 * @param {string} event
 * @returns {{ info: (...parts: unknown[]) => void, warn: (...parts: unknown[]) => void, error: (...parts: unknown[]) => void }}
 */
export function eventLog(event) {
  return {
    info: (...parts) => log("info", event, { message: text(parts) }),
    warn: (...parts) => log("warn", event, { message: text(parts) }),
    error: (...parts) => log("error", event, { message: text(parts) }),
  };
}

/**
 * The logger as the services that log whole records take it: `{ event, ...fields }` at one level.
 * @param {Level} level
 * @returns {(line: Record<string, unknown>) => void}
 */
export function recordLog(level) {
  return ({ event, ...fields }) => log(level, typeof event === "string" ? event : "log", fields);
}
