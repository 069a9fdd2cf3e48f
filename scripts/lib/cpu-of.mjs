// Runs one command (stdio passed through) and, when it ends, writes the CPU seconds (user + sys)
// that its whole process tree used to the file named by CPU_OF_OUT, then exits as the command did.
// The kernel adds a child's CPU (and that of its own waited-for children) to its parent's
// "children" counters in /proc/self/stat when the parent reaps it; daemons that detach (e.g.
// `pg_ctl start`) are not counted. Linux only: elsewhere nothing is written.
// Used by scripts/lib/run-layers.mjs for the CPU column of `npm test`'s summary.
import { spawn } from "node:child_process";
import fs from "node:fs";

const [cmd, ...args] = process.argv.slice(2);
const out = process.env.CPU_OF_OUT;
const env = { ...process.env };
delete env.CPU_OF_OUT;

/** Seconds of CPU of this process's reaped children (cutime + cstime), or null off Linux. */
function childrenCpu() {
  try {
    const stat = fs.readFileSync("/proc/self/stat", "utf8");
    // Fields after the command name "(…)", which may hold spaces: state is field 3.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[13]) + Number(fields[14]); // cutime, cstime (fields 16 and 17)
    return ticks / 100; // USER_HZ is 100 on every Linux ABI Node runs on
  } catch {
    return null;
  }
}

const child = spawn(cmd, args, { stdio: "inherit", env });
// Signals meant for the run reach the command too (Ctrl-C stops the layer, not only this wrapper).
for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(sig, () => child.kill(sig));
child.on("error", (error) => {
  console.error(`${cmd}: ${error.message}`);
  process.exit(127);
});
child.on("exit", (code, signal) => {
  const cpu = childrenCpu();
  if (out && cpu !== null) fs.writeFileSync(out, String(cpu));
  if (signal) {
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  } else process.exit(code ?? 1);
});
