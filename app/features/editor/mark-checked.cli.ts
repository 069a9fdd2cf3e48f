/**
 * `npm run comprobar -- <operador> <dato> --fuente <url> --por <autor> [--fecha AAAA-MM-DD]` as a
 * function (app/composition/commands.cli.ts runs it for npm; the tests call this in-process). The work is
 * app/features/editor/mark-checked.server.ts; CONTENT_DIR points it at another content folder.
 */
import path from "node:path";
import type { Writable } from "node:stream";
import { CheckRefused, markChecked } from "./mark-checked.server.ts";
import { contentRoot } from "../../platform/content/collection.ts";
import { todayInSpain } from "../../platform/format.ts";
import { SHEET_CHECKS } from "../operators/index.ts";
import { runCli, UsageError, type CliIo } from "../../platform/command.cli.ts";

export const USAGE = `Uso:
  npm run comprobar -- <operador> <dato> --fuente <url> --por <autor> [--fecha AAAA-MM-DD]
      Anota que <autor> comprobó hoy (o el día de --fecha) <dato> de <operador> en la página <url>.
      <operador>  el nombre del archivo en content/operators, sin .yaml (por ejemplo bet365)
      <dato>      oferta, licencia, ${SHEET_CHECKS.map((c) => c.dato).join(", ")}
                  o la clave de uno de sus datos (por ejemplo retirada-tarjeta)
      --fuente    la dirección https:// exacta de la página donde leíste el dato
      --por       el identificador de un autor real de content/authors (no uno de ejemplo)
      --fecha     el día de la comprobación; por defecto, hoy
Escribe el archivo como lo guarda el editor: solo cambian las líneas de esa comprobación.`;

interface Args {
  operator: string;
  datum: string;
  source: string;
  author: string;
  date?: string;
}

function parseArgs(argv: string[]): Args {
  const out: Partial<Args> = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith("--")) throw new UsageError(`${arg} necesita un valor.\n${USAGE}`);
      return v;
    };
    if (arg === "--fuente") out.source = value();
    else if (arg === "--por") out.author = value();
    else if (arg === "--fecha") out.date = value();
    else if (arg.startsWith("-")) throw new UsageError(`Opción desconocida: ${arg}.\n${USAGE}`);
    else positional.push(arg);
  }
  if (positional.length !== 2) throw new UsageError(`Indica el operador y el dato (${positional.length === 0 ? "faltan los dos" : positional.length === 1 ? "falta el dato" : "sobran argumentos"}).\n${USAGE}`);
  [out.operator, out.datum] = positional as [string, string];
  if (!out.source) throw new UsageError(`Falta --fuente <url>: la página donde leíste el dato.\n${USAGE}`);
  if (!out.author) throw new UsageError(`Falta --por <autor>: quién lo comprobó.\n${USAGE}`);
  return out as Args;
}

/** Runs the command: 0 written, 1 refused, 2 bad usage. */
export function comprobarCli(argv: string[], io: CliIo = {}): Promise<number> {
  return runCli("comprobar", io, (env, stdout: Writable) => main(argv, env, stdout), (error) => (error instanceof CheckRefused ? `No se ha cambiado nada: ${error.message}` : undefined));
}

async function main(argv: string[], env: NodeJS.ProcessEnv, stdout: Writable) {
  const args = parseArgs(argv);
  const today = todayInSpain();
  const dir = env.CONTENT_DIR ? path.resolve(env.CONTENT_DIR) : contentRoot();
  const r = await markChecked(dir, { operator: args.operator, datum: args.datum, source: args.source, author: args.author, date: args.date ?? today, today });
  stdout.write(
    `Anotado en ${r.file}: ${r.what} de ${args.operator}, comprobado el ${args.date ?? today} por ${args.author} en ${args.source}.` +
      (r.previous ? ` Sustituye a la comprobación del ${r.previous.checked} por ${r.previous.checkedBy}.` : "") +
      `\nLa web lo muestra tras la próxima publicación (npm run build, o npm run publish en el servidor).\n`,
  );
}
