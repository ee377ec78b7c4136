// Starts the whole product (gateway, api, storefront, workers) as child
// processes on one origin. Used by `npm start` (scripts/start.ts) and by the
// browser tests (scripts/e2e.ts), so both run exactly the same processes.
import { execFileSync, spawn } from "node:child_process";
import { createSocket } from "node:dgram";
import type { ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import { createServer } from "node:net";
import type { Server } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface StackOptions {
  port: number;
  publicUrl: string;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  authSecret: string;
  dataDir: string;
  /** Where child output goes: the console with a prefix, or one log file per process. */
  logTo: "console" | { dir: string };
  apiPort?: number;
  storefrontPort?: number;
  extraEnv?: Record<string, string>;
  /**
   * Serve custom domains through testkit's domains simulator (a fake AWS
   * Certificate Manager and a local DNS server, with a control API): the
   * browser suite's and the benchmarks' stacks, where no real DNS or ACM is reachable.
   */
  simulateDomains?: boolean;
  /**
   * Deliver e-mail over SMTP to testkit's mail simulator (a local SMTP server
   * whose messages the tests read over HTTP; it also writes each into the
   * outbox directory): the browser suite's and the benchmarks' stacks, when
   * no SMTP_URL is configured.
   */
  simulateMail?: boolean;
  /** Called when a process exits on its own after the stack has started. */
  onUnexpectedExit?: (name: string, code: number | null, signal: NodeJS.Signals | null) => void;
}

export interface Stack {
  url: string;
  env: Record<string, string>;
  stop(): Promise<void>;
}

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

const colours: Record<string, string> = { gateway: "35", api: "32", storefront: "36", workers: "33" };

function pipeOutput(name: string, child: ChildProcess, logTo: StackOptions["logTo"]): void {
  if (logTo === "console") {
    const prefix = `\x1b[${colours[name] ?? "37"}m[${name}]\x1b[0m `;
    for (const stream of [child.stdout, child.stderr]) {
      let buffered = "";
      stream?.setEncoding("utf8");
      stream?.on("data", (chunk: string) => {
        buffered += chunk;
        const lines = buffered.split("\n");
        buffered = lines.pop() ?? "";
        for (const line of lines) process.stdout.write(prefix + line + "\n");
      });
    }
    return;
  }
  mkdirSync(logTo.dir, { recursive: true });
  const file = createWriteStream(path.join(logTo.dir, `${name}.log`));
  child.stdout?.pipe(file);
  child.stderr?.pipe(file);
}

async function waitForHttp(url: string, child: ChildProcess, name: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} while starting`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/**
 * The offline payment provider keeps nothing across restarts: the payout
 * accounts the database knows (the demo's, and any an author connected in an
 * earlier run) are made again under their ids, onboarded when validated.
 */
async function restorePayoutAccounts(databaseUrl: string, simulatorUrl: string): Promise<void> {
  const printed = execFileSync(process.execPath, ["db/src/cli.ts", "payout-accounts"], { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: "utf8" });
  const accounts = JSON.parse(printed.trim().split("\n").at(-1) ?? "[]") as Array<{ id: string; status: string | null }>;
  for (const account of accounts) {
    const answer = await fetch(`${simulatorUrl}/_fake/accounts/${encodeURIComponent(account.id)}/restore`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ onboarded: account.status === "VALIDATED" ? "true" : "false" }),
    });
    if (!answer.ok) throw new Error(`the payments simulator refused account ${account.id}: ${answer.status} ${await answer.text()}`);
  }
}

/** The variables that configure an AI provider (domain/src/integrations/ai.ts). */
const AI_PROVIDER_VARIABLES = ["OPENAI_API_KEY", "OPENAI_BASE_URL", "ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL"];

/** Starts api, workers, storefront and the Caddy gateway (and the AI simulator when no provider is configured); resolves once all answer. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const [spareApiPort, spareStorefrontPort, openAiPort, anthropicPort, stripePort, acmPort, domainsControlPort, mailSmtpPort, mailControlPort] = await freePorts(9);
  const apiPort = options.apiPort ?? spareApiPort!;
  const storefrontPort = options.storefrontPort ?? spareStorefrontPort!;
  const publicHost = new URL(options.publicUrl).hostname;
  const platformHosts = [...new Set([publicHost, "localhost", "127.0.0.1"])].join(" ");
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: process.env.NODE_ENV ?? "production",
    PUBLIC_URL: options.publicUrl,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: options.redisPrefix,
    AUTH_SECRET: options.authSecret,
    MAIL_OUTBOX_DIR: path.join(options.dataDir, "outbox"),
    FILES_DIR: process.env.FILES_DIR ?? path.join(options.dataDir, "files"),
    API_PORT: String(apiPort),
    API_HOST: "127.0.0.1",
    API_INTERNAL_URL: `http://127.0.0.1:${apiPort}`,
    STOREFRONT_PORT: String(storefrontPort),
    STOREFRONT_HOST: "127.0.0.1",
    // Caddy's placeholders (see the Caddyfile's header).
    SITE_ADDRESS: process.env.SITE_ADDRESS ?? `:${options.port}`,
    PLATFORM_HOSTS: platformHosts,
    API_UPSTREAM: `127.0.0.1:${apiPort}`,
    STOREFRONT_UPSTREAM: `127.0.0.1:${storefrontPort}`,
    STUDIO_DIST: path.join(ROOT, "studio/dist"),
    STOREFRONT_CLIENT: path.join(ROOT, "storefront/dist/client"),
    XDG_DATA_HOME: path.join(options.dataDir, "caddy-data"),
    XDG_CONFIG_HOME: path.join(options.dataDir, "caddy-config"),
    ...options.extraEnv,
  };
  // No AI provider configured: the local simulator stands in for both, and the studio labels its answers.
  const simulateAi = !AI_PROVIDER_VARIABLES.some((name) => env[name]);
  if (simulateAi) {
    Object.assign(env, {
      OPENAI_BASE_URL: `http://127.0.0.1:${openAiPort}/v1`,
      OPENAI_API_KEY: "simulated",
      ANTHROPIC_BASE_URL: `http://127.0.0.1:${anthropicPort}`,
      ANTHROPIC_API_KEY: "simulated",
      AI_SIMULATED: "true",
      // The simulator has embeddings too: the assistant's retrieval runs as it does with a provider's model.
      OPENAI_EMBEDDINGS_MODEL: env.OPENAI_EMBEDDINGS_MODEL || "text-embedding-3-small",
      AI_SIMULATOR_OPENAI_PORT: String(openAiPort),
      AI_SIMULATOR_ANTHROPIC_PORT: String(anthropicPort),
    });
  }

  // No payment provider configured: testkit's offline fake stands in, and its pages say no money moves.
  const simulatePayments = !env.STRIPE_SECRET_KEY;
  if (simulatePayments) {
    Object.assign(env, {
      STRIPE_SECRET_KEY: "sk_test_simulated",
      STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET || "whsec_storyloom_simulated",
      STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`,
      PAYMENTS_OFFLINE: "true",
      STRIPE_SIMULATOR_PORT: String(stripePort),
      STRIPE_SIMULATOR_WEBHOOK_URL: `http://127.0.0.1:${apiPort}/api/webhooks/stripe`,
    });
  }

  // Custom domains through the simulator: ACM mode against its fake ACM, DNS questions to its server.
  const simulateDomains = options.simulateDomains === true && !env.CERTIFICATES;
  const dnsPort = simulateDomains ? await freeUdpPort() : 0;
  if (simulateDomains) {
    Object.assign(env, {
      CERTIFICATES: "acm",
      AWS_REGION: "us-east-1",
      AWS_ACCESS_KEY_ID: "AKIDSTORYLOOMSIMULATED",
      AWS_SECRET_ACCESS_KEY: "storyloom-simulated",
      ACM_ENDPOINT: `http://127.0.0.1:${acmPort}`,
      DNS_SERVERS: `127.0.0.1:${dnsPort}`,
      CUSTOM_DOMAIN_CNAME_TARGET: env.CUSTOM_DOMAIN_CNAME_TARGET || "domains.storyloom.test",
      DOMAINS_SIMULATOR_URL: `http://127.0.0.1:${domainsControlPort}`,
      DOMAINS_SIMULATOR_ACM_PORT: String(acmPort),
      DOMAINS_SIMULATOR_DNS_PORT: String(dnsPort),
      DOMAINS_SIMULATOR_CONTROL_PORT: String(domainsControlPort),
    });
  }

  // Mail through the simulator's SMTP server, as production sends it; the tests read it back over HTTP.
  const simulateMail = options.simulateMail === true && !env.SMTP_URL;
  if (simulateMail) {
    Object.assign(env, {
      SMTP_URL: `smtp://127.0.0.1:${mailSmtpPort}`,
      MAIL_SIMULATOR_URL: `http://127.0.0.1:${mailControlPort}`,
      MAIL_SIMULATOR_SMTP_PORT: String(mailSmtpPort),
      MAIL_SIMULATOR_CONTROL_PORT: String(mailControlPort),
    });
  }

  const children: Array<{ name: string; child: ChildProcess }> = [];
  const launch = (name: string, command: string, args: string[]): ChildProcess => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    pipeOutput(name, child, options.logTo);
    children.push({ name, child });
    return child;
  };

  let stopping = false;
  const stop = async (): Promise<void> => {
    stopping = true;
    // The gateway first, so no request reaches a process that is shutting down.
    for (const { child } of [...children].reverse()) await stopChild(child);
  };

  try {
    await assertPortFree(options.port, "gateway, PORT");
    await assertPortFree(apiPort, "api, API_PORT");
    await assertPortFree(storefrontPort, "storefront, STOREFRONT_PORT");
    if (simulateAi) {
      const simulator = launch("ai-simulator", process.execPath, ["testkit/src/fakes/aiSimulator.ts"]);
      await waitForHttp(`http://127.0.0.1:${openAiPort}/v1/models`, simulator, "ai-simulator");
    }
    if (simulatePayments) {
      const payments = launch("payments-simulator", process.execPath, ["testkit/src/fakes/stripeSimulator.ts"]);
      await waitForHttp(`http://127.0.0.1:${stripePort}/_fake/health`, payments, "payments-simulator");
      await restorePayoutAccounts(options.databaseUrl, `http://127.0.0.1:${stripePort}`);
    }
    if (simulateDomains) {
      const domains = launch("domains-simulator", process.execPath, ["testkit/src/fakes/domainsSimulator.ts"]);
      await waitForHttp(`http://127.0.0.1:${domainsControlPort}/health`, domains, "domains-simulator");
    }
    if (simulateMail) {
      const mail = launch("mail-simulator", process.execPath, ["testkit/src/fakes/mailSimulator.ts"]);
      await waitForHttp(`http://127.0.0.1:${mailControlPort}/health`, mail, "mail-simulator");
    }
    // API_CPU_PROF_DIR: the API writes a V8 CPU profile there when it stops (what `npm run bench` measured, bench/README.md).
    const apiProfile = process.env.API_CPU_PROF_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.API_CPU_PROF_DIR}`] : [];
    const api = launch("api", process.execPath, [...apiProfile, "api/src/main.ts"]);
    const workers = launch("workers", process.execPath, ["workers/src/main.ts"]);
    const storefront = launch("storefront", process.execPath, ["storefront/server.mjs"]);
    await waitForHttp(`http://127.0.0.1:${apiPort}/api/health`, api, "api");
    await waitForHttp(`http://127.0.0.1:${storefrontPort}/auth/login`, storefront, "storefront");
    if (workers.exitCode !== null) throw new Error(`workers exited with code ${workers.exitCode}`);
    const gateway = launch("gateway", "caddy", ["run", "--config", path.join(ROOT, "Caddyfile"), "--adapter", "caddyfile"]);
    await waitForHttp(`http://127.0.0.1:${options.port}/api/health`, gateway, "gateway");
  } catch (error) {
    await stop();
    throw error;
  }
  for (const { name, child } of children) {
    child.once("exit", (code, signal) => {
      if (!stopping) options.onUnexpectedExit?.(name, code, signal);
    });
  }
  return { url: options.publicUrl, env, stop };
}
