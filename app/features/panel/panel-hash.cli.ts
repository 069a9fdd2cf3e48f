/**
 * Prints an scrypt hash for the dashboard's password, to put in ADMIN_PASSWORD_HASH:
 *
 *   npm run panel:hash                      (asks for the password twice, without echo)
 *   printf '%s' 'contraseña' | npm run panel:hash --silent
 *
 * The password is never taken from the command line, where shell history and `ps` would see it.
 */
import readline from "node:readline";
import { hashPassword } from "./admin-auth.server";

const MIN_LENGTH = 12;

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8").replace(/\r?\n$/, "");
}

function ask(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stderr, terminal: true });
    const out = rl as unknown as { _writeToOutput: (s: string) => void };
    let prompted = false;
    // Show the question, hide what is typed.
    out._writeToOutput = (s: string) => {
      if (!prompted) {
        process.stderr.write(s);
        prompted = true;
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stderr.write("\n");
      resolve(answer);
    });
  });
}

async function main() {
  let password: string;
  if (process.stdin.isTTY) {
    password = await ask("Contraseña del panel: ");
    const again = await ask("Repite la contraseña: ");
    if (password !== again) throw new Error("Las dos contraseñas no coinciden.");
  } else {
    password = await readStdin();
  }
  if (password.length < MIN_LENGTH) throw new Error(`La contraseña debe tener al menos ${MIN_LENGTH} caracteres.`);
  process.stdout.write(`${await hashPassword(password)}\n`);
  process.stderr.write("Pon esta línea en ADMIN_PASSWORD_HASH (y el usuario en ADMIN_USER) y reinicia el servidor.\n");
}

/** `npm run panel:hash` (app/composition/commands.cli.ts): 0 done, 1 refused (passwords differ, too short). */
export function panelHashCli(): Promise<number> {
  return main().then(
    () => 0,
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      return 1;
    },
  );
}
