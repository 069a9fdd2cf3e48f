import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketHandler } from "@electric-sql/pglite-socket";

/**
 * PGlite served over PostgreSQL's wire protocol on a private Unix socket, so that every process
 * — the server itself and the operator commands while it runs — reaches it with the same client
 * (`pg` through Kysely) as a PostgreSQL server behind DATABASE_URL. The socket file is created
 * with mode 0600: only the user the server runs as can connect.
 *
 * PGlite is one session. pglite-socket's handler speaks the protocol; what runs when is decided
 * here: a client keeps PGlite to itself from the first message of an exchange until its Sync or
 * simple Query, and on through an open transaction. (The library's own queue interleaves
 * clients message by message, which lets one client's Bind hit another's Parse.) Other clients
 * — the server's own pool among them — wait for that moment, so each sees a private session.
 */

const END_OF_EXCHANGE = new Set(["S", "Q", "X"].map((c) => c.charCodeAt(0)));
// A simple-protocol Query message: "ROLLBACK".
const ROLLBACK = (() => {
  const sql = Buffer.from("ROLLBACK\0");
  const message = Buffer.alloc(5 + sql.length);
  message.write("Q", 0);
  message.writeInt32BE(4 + sql.length, 1);
  sql.copy(message, 5);
  return new Uint8Array(message);
})();

// COPY … FROM STDIN streams rows from the client as CopyData messages, which PGlite's raw
// protocol entry point does not bound: one `\copy` from psql spun the server at 100 % CPU and grew
// its heap until it crashed. Refused here with an error the client shows, before PGlite sees it.
export const COPY_FROM_STDIN_REFUSED =
  "COPY … FROM STDIN no está disponible a través del socket de PGlite del sitio (no cabe en memoria acotada). " +
  "Para cargar datos usa INSERT por lotes, o `npm run restore` para una copia de seguridad.";
const COPY_FROM_STDIN = /\bcopy\b[\s\S]*\bfrom\s+stdin\b/i;
const COPY_MODE = new Set(["d", "c", "f"].map((c) => c.charCodeAt(0))); // CopyData, CopyDone, CopyFail
const [QUERY, PARSE, SYNC] = ["Q", "P", "S"].map((c) => c.charCodeAt(0));

/** The SQL text of a Query ('Q') or Parse ('P', after the statement name) message. */
function sqlOf(message: Uint8Array): string {
  const body = Buffer.from(message.buffer, message.byteOffset + 5, message.byteLength - 5);
  let start = 0;
  if (message[0] === PARSE) start = body.indexOf(0) + 1;
  const end = body.indexOf(0, start);
  return body.toString("utf8", start, end < 0 ? body.length : end);
}

function protocolMessage(type: string, payload: Buffer): Uint8Array {
  const head = Buffer.alloc(5);
  head.write(type, 0);
  head.writeInt32BE(4 + payload.length, 1);
  return new Uint8Array(Buffer.concat([head, payload]));
}

/** ErrorResponse (SQLSTATE 0A000, feature not supported) with a message. */
function errorResponse(text: string): Uint8Array {
  const field = (code: string, value: string) => Buffer.concat([Buffer.from(code), Buffer.from(value, "utf8"), Buffer.from([0])]);
  return protocolMessage("E", Buffer.concat([field("S", "ERROR"), field("V", "ERROR"), field("C", "0A000"), field("M", text), Buffer.from([0])]));
}

const readyForQuery = (inTransaction: boolean) => protocolMessage("Z", Buffer.from(inTransaction ? "T" : "I"));

class ExchangeQueue {
  private readonly held = new Map<number, () => void>();
  /** Clients whose extended-protocol exchange was refused: their messages are dropped until Sync. */
  private readonly discarding = new Set<number>();
  constructor(private readonly pglite: PGlite) {}

  /** Messages of each client still waiting for PGlite (a client may go while they wait). */
  private readonly waiting = new Map<number, number>();
  /** Clients that went away while a message of theirs was waiting: it is dropped, never run. */
  private readonly gone = new Set<number>();

  async enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    if (!this.held.has(handlerId)) {
      this.waiting.set(handlerId, (this.waiting.get(handlerId) ?? 0) + 1);
      await new Promise<void>((locked) => {
        void this.pglite.runExclusive(
          () =>
            new Promise<void>((release) => {
              this.held.set(handlerId, release);
              locked();
            }),
        );
      });
      const left = (this.waiting.get(handlerId) ?? 1) - 1;
      if (left > 0) this.waiting.set(handlerId, left);
      else this.waiting.delete(handlerId);
      // A client that timed out and closed its connection while this message waited (the server's
      // own pool abandons a connection whose statement passed its deadline): running its BEGIN now
      // would hold PGlite for nobody, and its INSERT would save what was answered 503 (issue 42).
      if (this.gone.has(handlerId)) {
        if (left === 0) this.gone.delete(handlerId);
        this.release(handlerId);
        return 0;
      }
    }
    const refused = this.refuse(handlerId, message);
    if (refused) {
      for (const m of refused) onData(m);
      if ((message[0] === QUERY || message[0] === SYNC) && !this.pglite.isInTransaction()) this.release(handlerId);
      return refused.reduce((n, m) => n + m.length, 0);
    }
    let bytes = 0;
    await this.pglite.execProtocolRawStream(message, {
      onRawData: (data) => {
        bytes += data.length;
        onData(data);
      },
    });
    // A start-up packet has no type byte (it begins with its length: 0x00).
    if ((END_OF_EXCHANGE.has(message[0]!) || message[0] === 0) && !this.pglite.isInTransaction()) {
      this.release(handlerId);
    }
    return bytes;
  }

  /**
   * What to answer instead of PGlite, or null to pass the message on: COPY FROM STDIN is refused
   * (simple protocol: error and ReadyForQuery; extended: error, then nothing until Sync), and stray
   * copy-mode messages are dropped.
   */
  private refuse(handlerId: number, message: Uint8Array): Uint8Array[] | null {
    const type = message[0];
    if (this.discarding.has(handlerId)) {
      if (type !== SYNC) return [];
      this.discarding.delete(handlerId);
      return [readyForQuery(this.pglite.isInTransaction())];
    }
    if (type !== undefined && COPY_MODE.has(type)) return [];
    if ((type === QUERY || type === PARSE) && COPY_FROM_STDIN.test(sqlOf(message))) {
      if (type === PARSE) {
        this.discarding.add(handlerId);
        return [errorResponse(COPY_FROM_STDIN_REFUSED)];
      }
      return [errorResponse(COPY_FROM_STDIN_REFUSED), readyForQuery(this.pglite.isInTransaction())];
    }
    return null;
  }

  private release(handlerId: number) {
    this.held.get(handlerId)?.();
    this.held.delete(handlerId);
  }

  clearQueueForHandler() {}

  /** A client gone mid-transaction: roll it back before anyone else runs. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    this.discarding.delete(handlerId);
    if (this.waiting.has(handlerId)) this.gone.add(handlerId);
    if (!this.held.has(handlerId)) return;
    try {
      if (!this.pglite.closed && this.pglite.isInTransaction()) await this.pglite.execProtocolRaw(ROLLBACK);
    } finally {
      this.release(handlerId);
    }
  }
}

// sun_path holds 108 bytes on Linux (104 on macOS); keep a margin.
const MAX_SOCKET_PATH = 100;
const SOCKET_FILE = ".s.PGSQL.5432"; // the name libpq and `pg` look for in a socket directory

/** The directory of DATA_DIR's socket: DATA_DIR itself, or a private temp dir when that path is too long. */
export function socketDir(dataDir: string): string {
  const preferred = path.resolve(dataDir);
  if (Buffer.byteLength(path.join(preferred, SOCKET_FILE)) <= MAX_SOCKET_PATH) return preferred;
  const hash = createHash("sha256").update(preferred).digest("hex").slice(0, 16);
  return path.join(os.tmpdir(), `casinos-espana-${hash}`);
}

/**
 * A new PGlite folder starts with initdb inside the WASM engine: several seconds of CPU, most of a
 * test's start-up. When PGLITE_TEMPLATE_DIR names a folder that a PGlite of this same version
 * initialised and closed (scripts/lib/pglite-template.mjs makes one per test run), a folder that
 * has no cluster yet is seeded by copying it instead — the same files initdb would write. An empty
 * or unset variable, a template without a cluster, or a folder that already holds one: nothing is
 * copied and PGlite opens the folder as always.
 */
function seedFromTemplate(pgliteDir: string): void {
  const template = process.env.PGLITE_TEMPLATE_DIR;
  if (!template) return;
  if (fs.existsSync(path.join(pgliteDir, "PG_VERSION"))) return;
  if (!fs.existsSync(path.join(template, "PG_VERSION"))) return;
  if (fs.readdirSync(pgliteDir).length > 0) return;
  fs.cpSync(template, pgliteDir, { recursive: true });
}

/** The connection URL of the PGlite served for `dataDir`. */
export const socketUrl = (dataDir: string) =>
  `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(socketDir(dataDir))}`;

export interface ServedPglite {
  url: string;
  close(): Promise<void>;
}

/**
 * Opens PGlite on `pgliteDir` and serves it on `dataDir`'s socket. Only ONE process may ever have
 * a given directory open (PGlite has no lock between processes): callers hold the data-directory
 * owner lock (../data-dir-lock.server.ts).
 */
export async function servePglite(pgliteDir: string, dataDir: string): Promise<ServedPglite> {
  fs.mkdirSync(pgliteDir, { recursive: true, mode: 0o700 });
  seedFromTemplate(pgliteDir);
  const dir = socketDir(dataDir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, SOCKET_FILE);
  const pglite = await PGlite.create(pgliteDir);
  const queue = new ExchangeQueue(pglite);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    // Its own error handling detaches it (and rolls back what it left open).
    void new PGLiteSocketHandler({ queryQueue: queue as never, closeOnDetach: true }).attach(socket);
  });
  // We hold the data-directory lock, so a socket file here is left over from a dead owner.
  fs.rmSync(file, { force: true });
  // Create the socket file already private: no window in which another user could connect.
  const oldMask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(file, () => {
        server.off("error", reject);
        resolve();
      });
    });
  } catch (error) {
    await pglite.close();
    throw error;
  } finally {
    process.umask(oldMask);
  }
  fs.chmodSync(file, 0o600);
  server.unref();
  return {
    url: socketUrl(dataDir),
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
      fs.rmSync(file, { force: true });
      if (!pglite.closed) await pglite.close();
    },
  };
}
