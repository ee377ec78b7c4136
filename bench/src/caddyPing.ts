// The ping (pingServer.ts) behind a Caddy reverse proxy of its own: the
// yardstick of calls measured through the gateway, which pay Caddy's work as well.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts Caddy on a free port proxying to `pingUrl`; its URL for the same path, and a stop. */
export async function startCaddyPing(pingUrl: string): Promise<{ url: string; stop(): void }> {
  const target = new URL(pingUrl);
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "storyloom-caddy-ping-"));
  const config = path.join(dir, "Caddyfile");
  writeFileSync(config, `{\n\tadmin off\n}\n:${port} {\n\treverse_proxy ${target.host}\n}\n`);
  const child: ChildProcess = spawn("caddy", ["run", "--config", config, "--adapter", "caddyfile"], {
    stdio: "ignore",
    env: { ...process.env, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
  });
  const url = `http://127.0.0.1:${port}${target.pathname}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      throw new Error("Caddy in front of the ping did not answer within 10 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop() {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
