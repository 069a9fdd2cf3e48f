import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { PGLiteSocketHandler } from "@electric-sql/pglite-socket";
import { configValue } from "../env.server.ts";

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
 *
 * PGlite runs in a worker thread, not on the thread that answers HTTP: a statement is synchronous
 * WebAssembly (`select pg_sleep(20)` or a count over 20 million rows through the socket froze
 * /healthz and every page for its whole length, and PGlite runs no statement_timeout: it has no
 * timer signals). Now such a statement only delays the database's other clients, the site keeps
 * answering, and a shutdown ends the worker if it does not close in time (decision 0255).
 */
// A simple-protocol Query message: "ROLLBACK".
const ROLLBACK = (() => {
  const sql = Buffer.from("ROLLBACK\0");
  const message = Buffer.alloc(5 + sql.length);
  message.write("Q", 0);
  message.writeInt32BE(4 + sql.length, 1);
  sql.copy(message, 5);
  return new Uint8Array(message);
})();

// COPY … FROM STDIN: PGlite's backend reads the rows from the protocol bytes of the message it was
// handed, and finding none it ends its one session ("unexpected EOF", then every client gets
// "protocol synchronization was lost"); a probe's `COPY t FROM/**/STDIN` took the site down. It is
// refused by what PGlite answers, not by reading SQL: every Query and Execute goes to PGlite
// followed by a CopyFail, which PostgreSQL ignores outside COPY and which aborts a COPY FROM STDIN
// at once. When PGlite answers CopyInResponse ('G'), the client gets this error and its session
// ends (any transaction it had open is rolled back).
export const COPY_FROM_STDIN_REFUSED =
  "COPY … FROM STDIN no está disponible a través del socket de PGlite del sitio; la conexión se cierra. " +
  "Para cargar datos usa INSERT por lotes, o `npm run restore` para una copia de seguridad.";
const [QUERY, EXECUTE, SYNC, TERMINATE, COPY_IN_RESPONSE] = ["Q", "E", "S", "X", "G"].map((c) => c.charCodeAt(0));
const COPY_FAIL = protocolMessage("f", Buffer.from("COPY FROM STDIN refused\0"));
// Sync: ends an extended-protocol exchange. After an error PGlite's one session skips every message until
// one comes, so a client that goes (or is ended) mid-exchange without its Sync would leave every later
// client unanswered: the queue sends it on that client's behalf.
const SYNC_MESSAGE = protocolMessage("S", Buffer.alloc(0));

function protocolMessage(type: string, payload: Buffer): Uint8Array {
  const head = Buffer.alloc(5);
  head.write(type, 0);
  head.writeInt32BE(4 + payload.length, 1);
  return new Uint8Array(Buffer.concat([head, payload]));
}

/** ErrorResponse (FATAL, with a SQLSTATE) with a message. */
function errorResponse(code: string, text: string): Uint8Array {
  const field = (key: string, value: string) => Buffer.concat([Buffer.from(key), Buffer.from(value, "utf8"), Buffer.from([0])]);
  return protocolMessage("E", Buffer.concat([field("S", "FATAL"), field("V", "FATAL"), field("C", code), field("M", text), Buffer.from([0])]));
}

/**
 * Splits PGlite's answer into protocol messages as it streams, forwarding each to the client
 * unless it is a CopyInResponse: from that one on, nothing more is forwarded (the client is
 * ended with an error instead).
 */
class AnswerFilter {
  copyIn = false;
  private pending = Buffer.alloc(0);
  constructor(private readonly forward: (data: Uint8Array) => void) {}

  push(chunk: Uint8Array) {
    if (this.copyIn) return;
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : Buffer.from(chunk);
    let offset = 0;
    while (this.pending.length - offset >= 5) {
      const length = 1 + this.pending.readInt32BE(offset + 1);
      if (this.pending[offset] === COPY_IN_RESPONSE) {
        if (offset > 0) this.forward(new Uint8Array(this.pending.subarray(0, offset)));
        this.copyIn = true;
        this.pending = Buffer.alloc(0);
        return;
      }
      if (this.pending.length - offset < length) break;
      offset += length;
    }
    if (offset > 0) this.forward(new Uint8Array(this.pending.subarray(0, offset)));
    this.pending = this.pending.subarray(offset);
  }

  /** What is left at the end of an answer (never a partial message from PGlite, but kept whole). */
  end() {
    if (!this.copyIn && this.pending.length) this.forward(new Uint8Array(this.pending));
    this.pending = Buffer.alloc(0);
  }
}

/** What the exchange queue needs of PGlite: implemented in-process or by a worker thread. */
export interface Engine {
  exec(message: Uint8Array, onData?: (data: Uint8Array) => void): Promise<void>;
  inTransaction(): boolean;
  readonly closed: boolean;
}

/** Exported for its tests (pglite-socket.server.test.ts); servePglite is the module's use of it. */
export class ExchangeQueue {
  private readonly held = new Map<number, () => void>();
  /** One exchange at a time: a promise chain, the lock's tail. */
  private tail: Promise<void> = Promise.resolve();
  constructor(
    private readonly engine: Engine,
    private readonly end: (handlerId: number, error: Uint8Array) => void,
  ) {}

  private acquire(handlerId: number): Promise<void> {
    const before = this.tail;
    let release!: () => void;
    const mine = new Promise<void>((r) => (release = r));
    this.tail = before.then(() => mine);
    return before.then(() => {
      this.held.set(handlerId, release);
    });
  }

  /**
   * One client's messages run strictly in the order they were split off its socket. The handler
   * runs a `handleData` per data event without waiting for the previous one, so two of them can
   * enqueue one client's messages at once; with PGlite in a worker each message takes a round trip,
   * and without this lane a Bind ran after a Sync had released PGlite to another client's Parse
   * ("bind message supplies 3 parameters, but prepared statement "" requires 1").
   */
  private readonly lanes = new Map<number, Promise<unknown>>();

  /** Messages of each client still waiting for PGlite (a client may go while they wait). */
  private readonly waiting = new Map<number, number>();
  /** Clients that went away while a message of theirs was waiting: it is dropped, never run. */
  private readonly gone = new Set<number>();
  /**
   * Clients whose session this queue ended (a COPY … FROM STDIN): until their socket closes, whatever
   * else they send is dropped, never run — their session is over, so a statement they pipelined or sent
   * before reading the error (an INSERT…) must not reach PGlite. Forgotten when the socket closes.
   */
  private readonly ended = new Set<number>();

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    if (this.ended.has(handlerId)) return Promise.resolve(0);
    this.waiting.set(handlerId, (this.waiting.get(handlerId) ?? 0) + 1);
    const run = (this.lanes.get(handlerId) ?? Promise.resolve()).then(() => this.run(handlerId, message, onData));
    this.lanes.set(handlerId, run.catch(() => {}));
    return run;
  }

  private async run(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    if (!this.held.has(handlerId)) await this.acquire(handlerId);
    const left = (this.waiting.get(handlerId) ?? 1) - 1;
    if (left > 0) this.waiting.set(handlerId, left);
    else this.waiting.delete(handlerId);
    // Queued behind the message that ended its session: dropped (and PGlite freed at once).
    if (this.ended.has(handlerId)) {
      this.release(handlerId);
      return 0;
    }
    // A client that timed out and closed its connection while this message waited (the server's own
    // pool abandons a connection whose statement passed its deadline): running its BEGIN now would hold
    // PGlite for nobody, and its INSERT would save what was answered 503 (issue 42).
    if (this.gone.has(handlerId)) {
      if (left === 0) this.gone.delete(handlerId);
      this.release(handlerId);
      return 0;
    }
    const type = message[0];
    let bytes = 0;
    const filter = new AnswerFilter((data) => {
      bytes += data.length;
      onData(data);
    });
    // Query and Execute are where a COPY FROM STDIN starts: a CopyFail right behind them ends it.
    const sent = type === QUERY || type === EXECUTE ? new Uint8Array(Buffer.concat([message, COPY_FAIL])) : message;
    try {
      await this.engine.exec(sent, (data) => filter.push(data));
    } catch (error) {
      // PGlite closed under this message (the server is stopping): nothing more to answer, and no
      // rejection left for the socket library to drop unhandled.
      if (this.engine.closed) {
        this.release(handlerId);
        return bytes;
      }
      throw error;
    }
    filter.end();
    if (filter.copyIn) {
      await this.endSession(handlerId, errorResponse("0A000", COPY_FROM_STDIN_REFUSED));
      return bytes;
    }
    // A start-up packet has no type byte (it begins with its length: 0x00).
    const endOfExchange = type === QUERY || type === SYNC || type === TERMINATE || type === 0;
    if (endOfExchange && !this.engine.inTransaction()) this.release(handlerId);
    return bytes;
  }

  /** Rolls back what the client left open, frees PGlite, and ends its connection with `error`. */
  private async endSession(handlerId: number, error: Uint8Array) {
    this.ended.add(handlerId);
    await this.clearTransactionIfNeeded(handlerId);
    this.end(handlerId, error);
  }

  private release(handlerId: number) {
    this.held.get(handlerId)?.();
    this.held.delete(handlerId);
  }

  clearQueueForHandler() {}

  /** The client's socket closed: nothing of it is kept (its ended mark, if any). */
  forget(handlerId: number) {
    this.ended.delete(handlerId);
    // A message still queued (the library's own clean-up comes a tick later) is dropped when its turn comes.
    if (this.waiting.has(handlerId)) this.gone.add(handlerId);
  }

  /**
   * A client gone (or ended) while it holds PGlite: close its exchange with a Sync (it may have gone
   * between an Execute and its Sync, or its Sync was queued and is now dropped — PGlite would skip every
   * later client's messages, a hang of the whole site's database), roll back what it left open, then free
   * PGlite for the next client.
   */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    this.lanes.delete(handlerId);
    if (this.waiting.has(handlerId)) this.gone.add(handlerId);
    if (!this.held.has(handlerId)) return;
    const unlessClosed = (error: unknown) => {
      if (!this.engine.closed) throw error; // closed meanwhile: the whole session is gone with it
    };
    try {
      // Always sent and awaited, even when no exchange looks open: the engine runs messages in order, so this
      // also waits for one of the client's still running (a BEGIN whose transaction the check below must see).
      if (!this.engine.closed) await this.engine.exec(SYNC_MESSAGE).catch(unlessClosed);
      if (!this.engine.closed && this.engine.inTransaction()) await this.engine.exec(ROLLBACK).catch(unlessClosed);
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
  const template = configValue("PGLITE_TEMPLATE_DIR");
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
  const engine = await WorkerEngine.open(pgliteDir);
  const sockets = new Map<number, net.Socket>();
  const queue = new ExchangeQueue(engine, (handlerId, error) => {
    const socket = sockets.get(handlerId);
    if (socket && !socket.destroyed) socket.end(Buffer.from(error));
  });
  const server = net.createServer((socket) => {
    // Its own error handling detaches it (and rolls back what it left open).
    const handler = new PGLiteSocketHandler({ queryQueue: queue as never, closeOnDetach: true });
    sockets.set(handler.handlerId, socket);
    socket.on("close", () => {
      sockets.delete(handler.handlerId);
      queue.forget(handler.handlerId);
    });
    void handler.attach(socket);
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
    await engine.close();
    throw error;
  } finally {
    process.umask(oldMask);
  }
  fs.chmodSync(file, 0o600);
  server.unref();
  return {
    url: socketUrl(dataDir),
    close: async () => {
      // Every client is cut off at once (a socket client cannot hold the shutdown), then PGlite
      // closes cleanly, or its worker is ended when a statement keeps it busy past the deadline.
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets.values()) s.destroy();
      });
      fs.rmSync(file, { force: true });
      await engine.close();
    },
  };
}

/** How long a closing PGlite may take to finish its statement and close before its worker is ended. */
export const PGLITE_CLOSE_DEADLINE_MS = 3_000;

// The worker: PGlite on one folder, running one protocol message per request and streaming its
// answer back. Evaluated from a string (no file of its own to find after the server is bundled);
// PGlite is imported by the URL this module resolves.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
(async () => {
  const { PGlite } = await import(workerData.pgliteUrl);
  const pglite = await PGlite.create(workerData.dir);
  let busy = Promise.resolve();
  parentPort.on("message", (m) => {
    busy = busy.then(async () => {
      try {
        if (m.op === "close") {
          if (!pglite.closed) await pglite.close();
        } else {
          await pglite.execProtocolRawStream(m.message, {
            onRawData: (d) => {
              const copy = d.slice();
              parentPort.postMessage({ id: m.id, data: copy }, [copy.buffer]);
            },
          });
        }
        parentPort.postMessage({ id: m.id, done: true, inTransaction: !pglite.closed && pglite.isInTransaction() });
      } catch (error) {
        parentPort.postMessage({ id: m.id, error: String((error && error.message) || error), inTransaction: !pglite.closed && pglite.isInTransaction() });
      }
    });
  });
  parentPort.postMessage({ ready: true });
})().catch((error) => parentPort.postMessage({ fatal: String((error && error.stack) || error) }));
`;

interface Pending {
  onData?: (data: Uint8Array) => void;
  resolve(): void;
  reject(error: Error): void;
}

class WorkerEngine implements Engine {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private inTx = false;
  closed = false;
  private constructor(private readonly worker: Worker) {
    worker.on("message", (m: { id: number; data?: Uint8Array; done?: boolean; error?: string; inTransaction?: boolean }) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      if (m.data) return p.onData?.(m.data);
      this.pending.delete(m.id);
      this.inTx = Boolean(m.inTransaction);
      if (m.error !== undefined) p.reject(new Error(m.error));
      else p.resolve();
    });
    const fail = (error: Error) => {
      this.closed = true;
      for (const p of this.pending.values()) p.reject(error);
      this.pending.clear();
    };
    worker.on("error", fail);
    worker.on("exit", () => fail(new Error("PGlite is closed")));
  }

  static async open(dir: string): Promise<WorkerEngine> {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { dir, pgliteUrl: import.meta.resolve("@electric-sql/pglite") } });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (m: { ready?: boolean; fatal?: string }) => {
        if (m.ready) return done(), resolve();
        if (m.fatal) return done(), reject(new Error(`PGlite no ha podido abrir ${dir}: ${m.fatal}`));
      };
      const onError = (error: Error) => (done(), reject(error));
      const onExit = (code: number) => (done(), reject(new Error(`PGlite se ha cerrado al abrir ${dir} (código ${code})`)));
      const done = () => worker.off("message", onMessage).off("error", onError).off("exit", onExit);
      worker.on("message", onMessage).on("error", onError).on("exit", onExit);
    }).catch(async (error: unknown) => {
      await worker.terminate();
      throw error;
    });
    return new WorkerEngine(worker);
  }

  private request(op: "exec" | "close", message?: Uint8Array, onData?: (data: Uint8Array) => void): Promise<void> {
    if (this.closed) return Promise.reject(new Error("PGlite is closed"));
    const id = this.nextId++;
    return new Promise<void>((resolve, reject) => {
      this.pending.set(id, { onData, resolve, reject });
      this.worker.postMessage({ id, op, message });
    });
  }

  exec(message: Uint8Array, onData?: (data: Uint8Array) => void) {
    return this.request("exec", message, onData);
  }

  inTransaction() {
    return this.inTx;
  }

  async close() {
    if (this.closed) return;
    const closing = this.request("close").catch(() => {});
    const late = new Promise<"late">((resolve) => setTimeout(resolve, PGLITE_CLOSE_DEADLINE_MS, "late").unref());
    if ((await Promise.race([closing.then(() => "closed" as const), late])) === "late") {
      this.closed = true;
      await this.worker.terminate();
      return;
    }
    this.closed = true;
    await this.worker.terminate();
  }
}
