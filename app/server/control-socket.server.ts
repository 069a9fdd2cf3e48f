import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";

/**
 * The operator channel of a running server: a Unix socket in DATA_DIR, mode 0600 (only the
 * user the server runs as can connect), speaking newline-delimited JSON. It lets
 * `npm run newsletter -- count|export|delete` work while the site runs, without a second
 * process ever opening the PGlite directory the server owns.
 *
 *   request:  {"cmd":"count"} | {"cmd":"export"} | {"cmd":"delete","email":"…"} | {"cmd":"migrate"}
 *             | {"cmd":"stats","from":"…","to":"…"} | {"cmd":"clicks-csv","from":"…","to":"…"}
 *   replies:  {"type":"data","data":"…"}* then {"type":"done","result":…} | {"type":"error","message":"…"}
 */

export interface ControlRequest {
  cmd: string;
  email?: string;
  /** Period of `stats` and `clicks-csv` (YYYY-MM-DD). */
  from?: string;
  to?: string;
}

export type ControlMessage =
  | { type: "data"; data: string }
  | { type: "done"; result: unknown }
  | { type: "error"; message: string };

export type ControlHandler = (request: ControlRequest, send: (data: string) => Promise<void>) => Promise<unknown>;

const SOCKET_NAME = "newsletter.sock";
// sun_path holds 108 bytes on Linux (104 on macOS); keep a margin.
const MAX_SOCKET_PATH = 100;

/** DATA_DIR/newsletter.sock, or a private file in the temp dir when that path is too long. */
export function controlSocketPath(dataDir: string): string {
  const preferred = path.join(path.resolve(dataDir), SOCKET_NAME);
  if (Buffer.byteLength(preferred) <= MAX_SOCKET_PATH) return preferred;
  const hash = createHash("sha256").update(path.resolve(dataDir)).digest("hex").slice(0, 16);
  return path.join(os.tmpdir(), `casinos-espana-${hash}.sock`);
}

export interface ControlServer {
  readonly path: string;
  close(): Promise<void>;
}

export async function startControlServer(socketPath: string, handler: ControlHandler): Promise<ControlServer> {
  // We hold the data-directory lock, so a file here is left over from a dead owner.
  fs.rmSync(socketPath, { force: true });
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    const lines = readline.createInterface({ input: socket });
    let handled = false;
    lines.on("line", (line) => {
      if (handled) return;
      handled = true;
      void serve(line, socket, handler);
    });
  });
  // Create the socket file already private: no window in which another user could connect.
  const oldMask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socketPath, () => {
        server.off("error", reject);
        resolve();
      });
    });
  } finally {
    process.umask(oldMask);
  }
  fs.chmodSync(socketPath, 0o600);
  server.unref();
  return {
    path: socketPath,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
        fs.rmSync(socketPath, { force: true });
      }),
  };
}

function write(socket: net.Socket, message: ControlMessage): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.write(JSON.stringify(message) + "\n", (error) => (error ? reject(error) : resolve()));
  });
}

async function serve(line: string, socket: net.Socket, handler: ControlHandler) {
  try {
    const request = JSON.parse(line) as ControlRequest;
    if (typeof request?.cmd !== "string") throw new Error("bad request");
    const result = await handler(request, (data) => write(socket, { type: "data", data }));
    await write(socket, { type: "done", result });
  } catch (error) {
    await write(socket, { type: "error", message: error instanceof Error ? error.message : String(error) }).catch(
      () => {},
    );
  } finally {
    socket.end();
  }
}

export class ControlUnreachableError extends Error {
  override name = "ControlUnreachableError";
}

/**
 * Sends one command to the server listening on `socketPath`. `onData` receives streamed chunks
 * (the CSV of an export) in order; the promise resolves with the command's result.
 */
export function sendControlCommand(
  socketPath: string,
  request: ControlRequest,
  onData: (data: string) => void | Promise<void> = () => {},
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let connected = false;
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
    };
    socket.on("connect", () => {
      connected = true;
      socket.write(JSON.stringify(request) + "\n");
    });
    socket.on("error", (error) =>
      finish(() => reject(connected ? error : new ControlUnreachableError(error.message))),
    );
    const lines = readline.createInterface({ input: socket });
    let chain = Promise.resolve();
    lines.on("line", (line) => {
      chain = chain.then(async () => {
        const message = JSON.parse(line) as ControlMessage;
        if (message.type === "data") await onData(message.data);
        else if (message.type === "done") finish(() => resolve(message.result));
        else finish(() => reject(new Error(message.message)));
      });
      chain.catch((error) => finish(() => reject(error)));
    });
    socket.on("close", () => {
      void chain.then(() => finish(() => reject(new Error("the server closed the connection before answering"))));
    });
  });
}
