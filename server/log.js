// One JSON object per line on stdout/stderr: easy to grep, easy to ship to any log collector.
/**
 * @param {"info"|"warn"|"error"} level
 * @param {string} event
 * @param {Record<string, unknown>} [fields]
 */
export function log(level, event, fields = {}) {
  if (level === "info" && process.env.LOG_REQUESTS === "0" && event === "request") return;
  const line = JSON.stringify({ level, event, time: new Date().toISOString(), ...fields });
  if (level === "error") console.error(line);
  else console.log(line);
}
