/**
 * The local AI simulator `npm start` runs when no API keys are configured:
 * the fake OpenAI and Anthropic servers, answering from the prompt with paced
 * streaming, every answer flagged by the `x-storyloom-simulated: 1` header.
 *
 *   node testkit/src/fakes/aiSimulator.ts [--openai-port N] [--anthropic-port N] [--host H] [--delay-ms N]
 *
 * or AI_SIMULATOR_OPENAI_PORT, AI_SIMULATOR_ANTHROPIC_PORT, AI_SIMULATOR_HOST,
 * AI_SIMULATOR_DELAY_MS (arguments win; port 0 or none picks a free port).
 * It prints `OPENAI_BASE_URL=…` and `ANTHROPIC_BASE_URL=…` lines, then
 * `AI_SIMULATOR_READY`, and stops cleanly on SIGTERM or SIGINT.
 */
import { startFakeAnthropic } from "./anthropic.ts";
import type { FakeAnthropicServer } from "./anthropic.ts";
import { startFakeOpenAi } from "./openai.ts";
import type { FakeOpenAiServer } from "./openai.ts";

export interface AiSimulatorOptions {
  openAiPort?: number;
  anthropicPort?: number;
  host?: string;
  /** Pause before each streamed chunk, so answers appear word by word as from a real model. */
  delayMsPerChunk?: number;
}

export interface AiSimulator {
  openAi: FakeOpenAiServer;
  anthropic: FakeAnthropicServer;
  /** The SDKs' own variables, pointing at the simulator. */
  env: { OPENAI_BASE_URL: string; ANTHROPIC_BASE_URL: string };
  close(): Promise<void>;
}

export const DEFAULT_SIMULATOR_DELAY_MS = 15;

/** Starts both fakes, accepting any API key. */
export async function startAiSimulator(options: AiSimulatorOptions = {}): Promise<AiSimulator> {
  const delayMsPerChunk = options.delayMsPerChunk ?? DEFAULT_SIMULATOR_DELAY_MS;
  // Nobody reads the requests of a simulator that runs for days: keeping them would only grow its memory.
  const openAi = await startFakeOpenAi({ port: options.openAiPort, host: options.host, delayMsPerChunk, recordRequests: false });
  let anthropic: FakeAnthropicServer;
  try {
    anthropic = await startFakeAnthropic({ port: options.anthropicPort, host: options.host, delayMsPerChunk, recordRequests: false });
  } catch (error) {
    await openAi.close();
    throw error;
  }
  return {
    openAi,
    anthropic,
    env: { OPENAI_BASE_URL: openAi.baseURL, ANTHROPIC_BASE_URL: anthropic.baseURL },
    close: async () => {
      await Promise.all([openAi.close(), anthropic.close()]);
    },
  };
}

function readNumber(name: string, value: string | undefined, max: number): number | undefined {
  if (value === undefined || value === "") return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > max) throw new Error(`${name} must be an integer from 0 to ${max}, got "${value}"`);
  return number;
}

/** The simulator's settings from its arguments, then its environment; throws with a message naming a bad value. */
export function readSimulatorOptions(argv: string[], env: Record<string, string | undefined>): AiSimulatorOptions {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    const equals = arg.indexOf("=");
    const flag = equals < 0 ? arg : arg.slice(0, equals);
    const inline = equals < 0 ? undefined : arg.slice(equals + 1);
    if (!["--openai-port", "--anthropic-port", "--host", "--delay-ms"].includes(flag)) throw new Error(`unknown argument "${arg}"`);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    flags.set(flag, value);
  }
  return {
    openAiPort: readNumber("the OpenAI port", flags.get("--openai-port") ?? env.AI_SIMULATOR_OPENAI_PORT, 65_535),
    anthropicPort: readNumber("the Anthropic port", flags.get("--anthropic-port") ?? env.AI_SIMULATOR_ANTHROPIC_PORT, 65_535),
    host: flags.get("--host") ?? (env.AI_SIMULATOR_HOST || undefined),
    delayMsPerChunk: readNumber("the delay per chunk", flags.get("--delay-ms") ?? env.AI_SIMULATOR_DELAY_MS, 60_000),
  };
}

async function main(): Promise<void> {
  let options: AiSimulatorOptions;
  try {
    options = readSimulatorOptions(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`ai simulator: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
  let simulator: AiSimulator;
  try {
    simulator = await startAiSimulator(options);
  } catch (error) {
    console.error(`ai simulator: could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  console.log(`OPENAI_BASE_URL=${simulator.env.OPENAI_BASE_URL}`);
  console.log(`ANTHROPIC_BASE_URL=${simulator.env.ANTHROPIC_BASE_URL}`);
  console.log("AI_SIMULATOR_READY");
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    simulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`ai simulator: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

if (import.meta.main) await main();
