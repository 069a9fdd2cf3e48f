import { log } from "./log.server";

/** A log line names the path, never carries 64 KB of it. */
export const boundedPath = (p: string) => (p.length > 200 ? `${p.slice(0, 200)}…(${p.length} chars)` : p);

/** One structured line per miss, so broken inbound links show up in the logs. */
export function logNotFound(pathname: string) {
  log("warn", "not_found", { path: boundedPath(pathname) });
}
