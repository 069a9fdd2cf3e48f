/**
 * The owner's moderation command, `npm run opiniones` (app/composition/commands.cli.ts runs it for npm;
 * usage below, in the README and docs/editing-content.md), as a function the tests call. The same database
 * access as every owner command (app/platform/db/database-access.server.ts): PostgreSQL, the running site's PGlite socket,
 * or PGlite opened under its lock. Approving here shows the opinion within a minute (the page's cache
 * runs out; a panel approval drops it at once).
 */
import type { Writable } from "node:stream";
import { migrate } from "../../platform/db/db.server";
import { parseEnv } from "../../platform/env.server";
import { formatDateLong } from "../../platform/format";
import { eraseOpinionsByEmail, isOpinionId, moderateOpinion, pendingOpinions, REJECT_REASON_MAX, type ModerationOutcome } from "./index.server";
import { describeDatabase, withDatabase } from "../../platform/db/database-access.server";
import { runCli, UsageError, type CliIo } from "../../platform/command.cli";

export const OPINIONS_USAGE = `Uso (con -s, npm no añade su cabecera a la salida):
  npm run -s opiniones -- pendientes [--json]      opiniones confirmadas que esperan moderación
  npm run -s opiniones -- aprobar <nº>             publica la opinión tal como está
  npm run -s opiniones -- rechazar <nº> <motivo>   no la publica y guarda el motivo (obligatorio)
  npm run -s opiniones -- borrar <email>           borra todas las opiniones de ese email (derecho de supresión)
El texto de una opinión no se puede cambiar: solo aprobarla o rechazarla.
Con PGlite, un comando solo abre una carpeta de datos que ya existe (DATA_DIR, por defecto ./data).`;

type Command =
  | { cmd: "pendientes"; json: boolean }
  | { cmd: "aprobar"; id: string }
  | { cmd: "rechazar"; id: string; reason: string }
  | { cmd: "borrar"; email: string };

export function parseOpinionsArgs(argv: string[]): Command | "help" {
  const [cmd, ...rest] = argv;
  if (cmd === "--help" || cmd === "-h" || cmd === "ayuda") return "help";
  const options = rest.filter((a) => a.startsWith("--"));
  const args = rest.filter((a) => !a.startsWith("--"));
  const unknown = options.find((o) => !(cmd === "pendientes" && o === "--json"));
  if (unknown) throw new UsageError(`Opción desconocida: ${unknown}.\n${OPINIONS_USAGE}`);
  if (cmd === "pendientes" && args.length === 0) return { cmd, json: options.includes("--json") };
  if ((cmd === "aprobar" || cmd === "rechazar") && args[0] !== undefined) {
    if (!isOpinionId(args[0])) throw new UsageError(`«${args[0]}» no es un número de opinión (un entero positivo, como 12).\n${OPINIONS_USAGE}`);
    if (cmd === "aprobar" && args.length === 1) return { cmd, id: args[0] };
    if (cmd === "rechazar") {
      const reason = args.slice(1).join(" ").trim();
      // Every rejection records why (the opinions page and the author's email say so): no reason, no rejection.
      if (!reason) {
        throw new UsageError(
          `Para rechazar la opinión nº ${args[0]} escribe el motivo detrás del número, por ejemplo: npm run opiniones -- rechazar ${args[0]} "datos personales".\n${OPINIONS_USAGE}`,
        );
      }
      if (reason.length > REJECT_REASON_MAX) throw new UsageError(`El motivo es demasiado largo (máximo ${REJECT_REASON_MAX} caracteres).`);
      return { cmd, id: args[0], reason };
    }
  }
  if (cmd === "borrar" && args.length === 1 && args[0]!.includes("@")) return { cmd, email: args[0]! };
  throw new UsageError(cmd && !["pendientes", "aprobar", "rechazar", "borrar"].includes(cmd) ? `Orden desconocida: ${cmd}.\n${OPINIONS_USAGE}` : OPINIONS_USAGE);
}

/** Thrown for an id that names no opinion (or one not yet confirmed): said in Spanish, exit 1. */
class ModerationRefused extends Error {}

const OUTCOME: Record<ModerationOutcome, string> = {
  approved: "Opinión nº {id} aprobada: se mostrará en {path} en menos de un minuto.",
  rejected: "Opinión nº {id} rechazada; no se muestra y el motivo queda guardado.",
  unchanged: "La opinión nº {id} ya estaba en ese estado: no se ha cambiado nada.",
  "not-found": "No existe ninguna opinión con el nº {id}.",
  unconfirmed: "La opinión nº {id} aún no la ha confirmado su autor por email: no se puede moderar.",
};

/** Runs the command and resolves with its exit code: 0 done, 1 refused (unknown id…), 2 bad usage. */
export function opinionsCli(argv: string[], io: CliIo = {}): Promise<number> {
  return runCli("opiniones", io, (env, stdout) => main(argv, env, stdout), (error) => (error instanceof ModerationRefused ? error.message : undefined));
}

async function main(argv: string[], source: NodeJS.ProcessEnv, stdout: Writable) {
  const command = parseOpinionsArgs(argv);
  if (command === "help") {
    stdout.write(`${OPINIONS_USAGE}\n`);
    return;
  }
  const env = parseEnv(source);
  const where = describeDatabase(env);
  await withDatabase(env, async (db) => {
    await migrate(db);
    switch (command.cmd) {
      case "pendientes": {
        const items = await pendingOpinions(db);
        if (command.json) {
          stdout.write(`${JSON.stringify(items, null, 2)}\n`);
          return;
        }
        if (items.length === 0) {
          stdout.write(`No hay opiniones pendientes de moderar en ${where}.\n`);
          return;
        }
        const lines = [`${items.length} opinión(es) pendiente(s) de moderar en ${where}, de la más antigua a la más reciente:`, ""];
        for (const o of items) {
          lines.push(`Nº ${o.id} · ${o.operatorName} · ${o.rating} de 5 · escrita el ${formatDateLong(o.createdAt.toISOString())}${o.customerSince ? ` · cliente desde ${o.customerSince}` : ""}`);
          lines.push(`  «${o.title}»`);
          for (const line of o.text.split("\n")) lines.push(`  ${line}`);
          lines.push("");
        }
        lines.push("Aprueba con «npm run opiniones -- aprobar <nº>» o rechaza con «npm run opiniones -- rechazar <nº> motivo».");
        stdout.write(`${lines.join("\n")}\n`);
        return;
      }
      case "aprobar":
      case "rechazar": {
        const outcome = await moderateOpinion(db, command.id, command.cmd === "aprobar" ? "approve" : "reject", command.cmd === "rechazar" ? command.reason : undefined);
        const text = OUTCOME[outcome].replace("{id}", command.id).replace("{path}", "la página de opiniones del operador");
        if (outcome === "not-found" || outcome === "unconfirmed") throw new ModerationRefused(text);
        stdout.write(`${text}\n`);
        return;
      }
      case "borrar": {
        const n = await eraseOpinionsByEmail(db, command.email);
        stdout.write(n > 0 ? `Borrada(s) ${n} opinión(es) con ese email de ${where}.\n` : `No hay ninguna opinión con ese email en ${where}; no se ha borrado nada.\n`);
        return;
      }
    }
  });
}
