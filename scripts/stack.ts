// Starts the whole product (gateway, api, storefront, workers) as child
// processes on one origin. Used by `npm start` (scripts/start.ts) and by the
// browser tests (scripts/e2e.ts), so both run exactly the same processes.
import { execFile, spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { assertPortFree, freePorts, freeUdpPort } from "./ports.ts";
import { superviseProcess } from "./supervisor.ts";
import type { SupervisedProcess } from "./supervisor.ts";

export { freePorts } from "./ports.ts";

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
  /** The first API process's port; further instances take the ports after it. Free ports when not given. */
  apiPort?: number;
  /** The first storefront process's port; further instances take the ports after it. Free ports when not given. */
  storefrontPort?: number;
  /**
   * How many API, storefront and workers processes run (INSTANCES), 1 unless
   * told. With more than one, the gateway balances over them and a second
   * listener of the gateway, on a loopback port, balances the calls made to
   * the API from inside: the storefront's, on-demand TLS's and the payments
   * simulator's webhooks (API_INTERNAL_URL; the Caddyfile's api_balancer).
   */
  instances?: number;
  /**
   * Start a process that exits on its own again, on the same port, after a
   * back-off (scripts/supervisor.ts), rather than report it to onUnexpectedExit.
   */
  restart?: boolean;
  /** Where the stack tells of restarts; nowhere unless given. */
  log?: (line: string) => void;
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
  /** Called when a process exits on its own after the stack has started (unless `restart`). */
  onUnexpectedExit?: (name: string, code: number | null, signal: NodeJS.Signals | null) => void;
}

export type StackRole = "gateway" | "api" | "storefront" | "workers" | "simulator";

/** One process of a running stack. */
export interface StackProcess {
  /** "api" with one instance, "api-1", "api-2" … with several; "gateway", "payments-simulator" … */
  name: string;
  role: StackRole;
  /** Its own address (http://127.0.0.1:<port>) for API and storefront processes; null for the others. */
  url: string | null;
  /** The pid of the process running now; undefined between an exit and its restart. */
  readonly pid: number | undefined;
  /** How many times it was started again. */
  readonly restarts: number;
}

export interface Stack {
  url: string;
  env: Record<string, string>;
  processes: readonly StackProcess[];
  stop(): Promise<void>;
}

/** The order in which a stack stops: the gateway first, so no request reaches a process that is shutting down; the storefront before the API it calls. */
const STOP_ORDER: StackRole[][] = [["gateway"], ["storefront"], ["api", "workers"], ["simulator"]];

const colours: Record<string, string> = { gateway: "35", api: "32", storefront: "36", workers: "33" };

/** "api" when it is the only one, "api-1", "api-2" … when there are several. */
function instanceName(role: StackRole, index: number, count: number): string {
  return count === 1 ? role : `${role}-${index + 1}`;
}

function pipeOutput(name: string, child: ChildProcess, logTo: StackOptions["logTo"]): void {
  if (logTo === "console") {
    const prefix = `\x1b[${colours[name.replace(/-\d+$/, "")] ?? "37"}m[${name}]\x1b[0m `;
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
  // Appended: a restarted process's log follows the lines that tell why its predecessor died.
  const file = createWriteStream(path.join(logTo.dir, `${name}.log`), { flags: "a" });
  child.stdout?.pipe(file);
  child.stderr?.pipe(file);
}

async function waitForHttp(url: string, child: ChildProcess, name: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} exited (${child.signalCode ?? `code ${child.exitCode}`}) while starting`);
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

/** `count` ports from `first` on. */
function portsFrom(first: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => first + index);
}

/**
 * The offline payment provider keeps nothing across restarts: the payout
 * accounts the database knows (the demo's, and any an author connected in an
 * earlier run) are made again under their ids, onboarded when validated.
 * Asynchronous: after a restart of the simulator it runs while the stack serves.
 */
async function restorePayoutAccounts(databaseUrl: string, simulatorUrl: string): Promise<void> {
  const { stdout } = await promisify(execFile)(process.execPath, ["db/src/cli.ts", "payout-accounts"], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });
  const accounts = JSON.parse(stdout.trim().split("\n").at(-1) ?? "[]") as Array<{ id: string; status: string | null }>;
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

interface RunOptions {
  /** Variables of this process only (its port). */
  env?: Record<string, string>;
  url?: string;
  whenReady: (child: ChildProcess) => Promise<void>;
}

/** Starts api, workers, storefront and the Caddy gateway (and the AI simulator when no provider is configured); resolves once all answer. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const instances = options.instances ?? 1;
  const [balancerPort, openAiPort, anthropicPort, stripePort, acmPort, domainsControlPort, mailSmtpPort, mailControlPort, ...spare] = await freePorts(
    8 + 2 * instances,
  );
  const apiPorts = options.apiPort === undefined ? spare.slice(0, instances) : portsFrom(options.apiPort, instances);
  const storefrontPorts = options.storefrontPort === undefined ? spare.slice(instances) : portsFrom(options.storefrontPort, instances);
  const apiUrls = apiPorts.map((apiPort) => `http://127.0.0.1:${apiPort}`);
  const storefrontUrls = storefrontPorts.map((storefrontPort) => `http://127.0.0.1:${storefrontPort}`);
  // One API is called directly; several through the gateway's internal balancer, which skips one that is down.
  const apiInternalUrl = instances === 1 ? apiUrls[0]! : `http://127.0.0.1:${balancerPort}`;
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
    API_HOST: "127.0.0.1",
    API_INTERNAL_URL: apiInternalUrl,
    STOREFRONT_HOST: "127.0.0.1",
    // Caddy's placeholders (see the Caddyfile's header); a space-separated list is several upstreams.
    SITE_ADDRESS: process.env.SITE_ADDRESS ?? `:${options.port}`,
    PLATFORM_HOSTS: platformHosts,
    API_UPSTREAM: apiPorts.map((apiPort) => `127.0.0.1:${apiPort}`).join(" "),
    STOREFRONT_UPSTREAM: storefrontPorts.map((storefrontPort) => `127.0.0.1:${storefrontPort}`).join(" "),
    API_BALANCER: instances === 1 ? "no_api_balancer" : "api_balancer",
    API_BALANCER_PORT: String(balancerPort),
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
      // Through the API balancer when there are several instances: a webhook must not be lost with one of them.
      STRIPE_SIMULATOR_WEBHOOK_URL: `${apiInternalUrl}/api/webhooks/stripe`,
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

  const processes: Array<StackProcess & { supervised: SupervisedProcess; whenReady: () => Promise<void> }> = [];
  const run = (role: StackRole, name: string, command: string, args: string[], runOptions: RunOptions): (typeof processes)[number] => {
    const supervised = superviseProcess({
      name,
      spawnProcess: () => {
        const child = spawn(command, args, { cwd: ROOT, env: { ...env, ...runOptions.env }, stdio: ["ignore", "pipe", "pipe"] });
        pipeOutput(name, child, options.logTo);
        return child;
      },
      whenReady: runOptions.whenReady,
      restart: options.restart === true,
      log: options.log ?? (() => {}),
      ...(options.onUnexpectedExit ? { onUnexpectedExit: options.onUnexpectedExit } : {}),
    });
    const entry = {
      name,
      role,
      url: runOptions.url ?? null,
      get pid() {
        return supervised.pid;
      },
      get restarts() {
        return supervised.restarts;
      },
      supervised,
      whenReady: () => runOptions.whenReady(supervised.child),
    };
    processes.push(entry);
    return entry;
  };
  const simulator = (name: string, file: string, whenReady: (child: ChildProcess) => Promise<void>) =>
    run("simulator", name, process.execPath, [`testkit/src/fakes/${file}`], { whenReady }).whenReady();

  const stop = async (): Promise<void> => {
    // None is restarted from here on, even one that exits before its turn (Ctrl-C reaches every process at once).
    for (const entry of processes) entry.supervised.unwatch();
    for (const roles of STOP_ORDER) await Promise.all(processes.filter((entry) => roles.includes(entry.role)).map((entry) => entry.supervised.stop()));
  };

  try {
    await assertPortFree(options.port, "gateway, PORT");
    for (const apiPort of apiPorts) await assertPortFree(apiPort, "api, API_PORT");
    for (const storefrontPort of storefrontPorts) await assertPortFree(storefrontPort, "storefront, STOREFRONT_PORT");
    if (simulateAi)
      await simulator("ai-simulator", "aiSimulator.ts", (child) => waitForHttp(`http://127.0.0.1:${openAiPort}/v1/models`, child, "ai-simulator"));
    if (simulatePayments) {
      const simulatorUrl = `http://127.0.0.1:${stripePort}`;
      await simulator("payments-simulator", "stripeSimulator.ts", async (child) => {
        await waitForHttp(`${simulatorUrl}/_fake/health`, child, "payments-simulator");
        await restorePayoutAccounts(options.databaseUrl, simulatorUrl);
      });
    }
    if (simulateDomains)
      await simulator("domains-simulator", "domainsSimulator.ts", (child) =>
        waitForHttp(`http://127.0.0.1:${domainsControlPort}/health`, child, "domains-simulator"),
      );
    if (simulateMail)
      await simulator("mail-simulator", "mailSimulator.ts", (child) => waitForHttp(`http://127.0.0.1:${mailControlPort}/health`, child, "mail-simulator"));
    // API_CPU_PROF_DIR: the API writes a V8 CPU profile there when it stops (what `npm run bench` measured, bench/README.md).
    const apiProfile = process.env.API_CPU_PROF_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.API_CPU_PROF_DIR}`] : [];
    // Every instance starts at once: on two cores the API's and the storefront's start-up overlap as they did for one of each.
    const servers = [
      ...apiPorts.map((apiPort, index) => {
        const name = instanceName("api", index, instances);
        const url = apiUrls[index]!;
        return run("api", name, process.execPath, [...apiProfile, "api/src/main.ts"], {
          env: { API_PORT: String(apiPort) },
          url,
          whenReady: (child) => waitForHttp(`${url}/api/health`, child, name),
        });
      }),
      ...storefrontPorts.map((storefrontPort, index) => {
        const name = instanceName("storefront", index, instances);
        const url = storefrontUrls[index]!;
        return run("storefront", name, process.execPath, ["storefront/server.mjs"], {
          env: { STOREFRONT_PORT: String(storefrontPort) },
          url,
          whenReady: (child) => waitForHttp(`${url}/auth/login`, child, name),
        });
      }),
    ];
    const workers = Array.from({ length: instances }, (_, index) =>
      run("workers", instanceName("workers", index, instances), process.execPath, ["workers/src/main.ts"], {
        // The workers serve nothing to ask; still running is ready enough (they log "workers ready").
        whenReady: async (child) => {
          if (child.exitCode !== null || child.signalCode !== null) throw new Error(`workers exited (${child.signalCode ?? `code ${child.exitCode}`})`);
        },
      }),
    );
    await Promise.all(servers.map((server) => server.whenReady()));
    await Promise.all(workers.map((worker) => worker.whenReady()));
    await run("gateway", "gateway", "caddy", ["run", "--config", path.join(ROOT, "Caddyfile"), "--adapter", "caddyfile"], {
      whenReady: (child) => waitForHttp(`http://127.0.0.1:${options.port}/api/health`, child, "gateway"),
    }).whenReady();
  } catch (error) {
    await stop();
    throw error;
  }
  for (const entry of processes) entry.supervised.watch();
  const stackProcesses: StackProcess[] = processes.map((entry) => ({
    name: entry.name,
    role: entry.role,
    url: entry.url,
    get pid() {
      return entry.pid;
    },
    get restarts() {
      return entry.restarts;
    },
  }));
  return { url: options.publicUrl, env, processes: stackProcesses, stop };
}
