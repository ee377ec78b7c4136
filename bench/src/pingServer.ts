// The yardstick of api.bench.ts and routes.bench.ts (started by ping.ts): the smallest Express 5 app that answers
// JSON. It runs in a process of its own (in the bench's process it would
// share one thread with the load) and loads the API's own copy of Express,
// so both sides of the ratio run the same version on the same Node.
import { createRequire } from "node:module";
import type { Server } from "node:http";

interface PingResponse {
  json(body: unknown): void;
}

/** The part of Express this file uses (the bench package does not depend on express or its types). */
interface PingApp {
  disable(setting: string): void;
  get(path: string, handler: (req: unknown, res: PingResponse) => void): void;
  listen(port: number, host: string, callback: () => void): Server;
}

const requireFromApi = createRequire(new URL("../../api/package.json", import.meta.url));
const express = requireFromApi("express") as () => PingApp;

const app = express();
// The API turns these off too; the ratio then measures the API's own work, not Express defaults.
app.disable("x-powered-by");
app.disable("etag");
app.get("/ping", (_req, res) => res.json({ ok: true }));

const server = app.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
});
// The parent ends this process when it is done; losing the parent ends it too.
process.on("disconnect", () => process.exit(0));
