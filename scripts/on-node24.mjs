// `node scripts/on-node24.mjs <command> [args…]`: runs the command on a Node that package.json's
// `engines` accepts. On such a Node it just runs it; on an older one (the Node 20 these machines and
// CI come with) it first gets Node 24 LTS from the npm registry (`npx -y node@24`, downloaded once
// into npx's cache) and runs the command with that Node first on PATH, so the command and every
// `node`, `npm`, `npx` and `tsx` it starts run on Node 24. `npm run build`, `npm start`, `npm test`
// and the other commands that need React Router 8's Node go through it, so the README's two
// commands still do all the set-up on an old Node. Signals (Ctrl-C, systemd's SIGTERM, the
// SIGHUP that switches `npm start` to a new release) are passed on to the command.
import { spawn } from "node:child_process";
import { node24Env, resolveNode24, runningNodeIsSupported, SUPPORTED_NODE } from "./lib/node24.mjs";

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error("Uso: node scripts/on-node24.mjs <orden> [argumentos…]");
  process.exit(2);
}

let env = process.env;
if (!runningNodeIsSupported()) {
  console.error(
    `Node ${process.version} es anterior al que pide el proyecto (${SUPPORTED_NODE}): esta orden se ejecuta con Node 24 LTS del registro de npm (npx -y node@24).`,
  );
  let node24;
  try {
    node24 = await resolveNode24();
  } catch (err) {
    // The owner reads this (npm start on an old Node): the reason in Spanish, npx's own words after it.
    console.error(`No se ha podido conseguir Node 24 del registro de npm (npx -y node@24); instala Node 24 LTS o revisa la conexión con el registro. Detalle: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
  env = { ...process.env, ...node24Env(node24.bin) };
}

const child = spawn(cmd, args, { stdio: "inherit", env });
const forward = (signal) => child.kill(signal);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, forward);
child.on("error", (err) => {
  console.error(`No se pudo ejecutar ${cmd}: ${err.message}`);
  process.exit(1);
});
child.on("exit", (code, signal) => {
  if (signal) {
    for (const s of ["SIGINT", "SIGTERM", "SIGHUP"]) process.off(s, forward);
    process.kill(process.pid, signal);
  }
  process.exit(code ?? 1);
});
