// Ports for the stacks' processes: free ones for test and benchmark stacks,
// and a clear refusal when a port `npm start` was told to use is taken.
import { createSocket } from "node:dgram";
import { createServer } from "node:net";
import type { Server } from "node:net";

/**
 * Where test and development stacks take their ports: below the system's
 * ephemeral range (32768-60999 on Linux), which `listen(0)` and every
 * outgoing connection draw from. A port taken from that range and released
 * for a moment could become the source port of some connection before its
 * process listens on it (the benchmark stack once failed with EADDRINUSE on a
 * port its own picker had chosen); ports below it are only ever taken on purpose.
 */
const PORT_RANGE = { low: 20_000, high: 32_000 };

/**
 * Ports this process has handed out already. Several stacks start side by
 * side (the browser suite runs one per worker): a port must go to one only.
 */
const handedOut = new Set<number>();

function randomPort(): number {
  return PORT_RANGE.low + Math.floor(Math.random() * (PORT_RANGE.high - PORT_RANGE.low));
}

/** Listens on `port` of the loopback interface; null when something has it already. */
function tryHold(port: number): Promise<Server | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once("error", () => resolve(null));
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

/**
 * `count` distinct free TCP ports on the loopback interface, never one this
 * process handed out before. All are held open at once before any is
 * released, so none is given twice.
 */
export async function freePorts(count: number): Promise<number[]> {
  const held: Server[] = [];
  const ports: number[] = [];
  for (let attempts = 0; ports.length < count; attempts += 1) {
    if (attempts > 1_000) throw new Error(`no ${count} free ports between ${PORT_RANGE.low} and ${PORT_RANGE.high}`);
    const port = randomPort();
    if (handedOut.has(port)) continue;
    const server = await tryHold(port);
    if (!server) continue;
    held.push(server);
    handedOut.add(port);
    ports.push(port);
  }
  await Promise.all(held.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  return ports;
}

/** A free UDP port on the loopback interface (the domains simulator's DNS server), from the same range. */
export async function freeUdpPort(): Promise<number> {
  for (let attempts = 0; attempts < 1_000; attempts += 1) {
    const port = randomPort();
    if (handedOut.has(port)) continue;
    const bound = await new Promise<boolean>((resolve) => {
      const socket = createSocket("udp4");
      socket.once("error", () => {
        socket.close();
        resolve(false);
      });
      socket.bind(port, "127.0.0.1", () => socket.close(() => resolve(true)));
    });
    if (!bound) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free UDP port between ${PORT_RANGE.low} and ${PORT_RANGE.high}`);
}

/** Fails with a clear line when something already listens on `port`, rather than talking to it by mistake. */
export function assertPortFree(port: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(new Error(error.code === "EADDRINUSE" ? `port ${port} (${what}) is already in use: stop what uses it or choose another port` : error.message)),
    );
    server.listen(port, () => server.close(() => resolve()));
  });
}
