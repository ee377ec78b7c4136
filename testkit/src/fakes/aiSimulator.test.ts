import { spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import { describe, expect, it } from "vitest";
import { readSimulatorOptions, startAiSimulator } from "./aiSimulator.ts";
import { SIMULATED_HEADER } from "./openai.ts";

const SCRIPT = fileURLToPath(new URL("./aiSimulator.ts", import.meta.url));

describe("readSimulatorOptions", () => {
  it("takes arguments over the environment", () => {
    expect(readSimulatorOptions(["--openai-port", "4101", "--delay-ms=0"], { AI_SIMULATOR_OPENAI_PORT: "5000", AI_SIMULATOR_ANTHROPIC_PORT: "4102" })).toEqual({
      openAiPort: 4101,
      anthropicPort: 4102,
      host: undefined,
      delayMsPerChunk: 0,
    });
  });

  it("names the bad value", () => {
    expect(() => readSimulatorOptions(["--openai-port", "http"], {})).toThrow('the OpenAI port must be an integer from 0 to 65535, got "http"');
    expect(() => readSimulatorOptions([], { AI_SIMULATOR_ANTHROPIC_PORT: "70000" })).toThrow("the Anthropic port");
    expect(() => readSimulatorOptions(["--verbose"], {})).toThrow('unknown argument "--verbose"');
    expect(() => readSimulatorOptions(["--host"], {})).toThrow("--host needs a value");
  });
});

describe("startAiSimulator", () => {
  it("serves both SDKs with simulated answers and stops both servers", async () => {
    const simulator = await startAiSimulator({ delayMsPerChunk: 0 });
    try {
      const openAi = new OpenAI({ apiKey: "simulated", baseURL: simulator.env.OPENAI_BASE_URL, maxRetries: 0 });
      const { data, response } = await openAi.responses.create({ model: "gpt-4.1-mini", input: "Begin a fairy tale." }).withResponse();
      expect(response.headers.get(SIMULATED_HEADER)).toBe("1");
      expect(data.output_text.length).toBeGreaterThan(20);

      const anthropic = new Anthropic({ apiKey: "simulated", baseURL: simulator.env.ANTHROPIC_BASE_URL, maxRetries: 0 });
      const message = await anthropic.messages
        .stream({ model: "claude-haiku-4-5", max_tokens: 300, messages: [{ role: "user", content: "Begin a fairy tale." }] })
        .finalMessage();
      expect(message.stop_reason).toBe("end_turn");
      // A simulator that runs for days keeps no requests.
      expect(simulator.openAi.requests).toHaveLength(0);
      expect(simulator.anthropic.requests).toHaveLength(0);
    } finally {
      await simulator.close();
    }
    await expect(fetch(`${simulator.env.OPENAI_BASE_URL}/models`)).rejects.toThrow();
  });
});

describe("the aiSimulator command", () => {
  it("prints its base URLs, answers on them and exits 0 on SIGTERM", async () => {
    const child = spawn(process.execPath, [SCRIPT, "--openai-port", "0", "--anthropic-port", "0"], { stdio: ["ignore", "pipe", "inherit"] });
    try {
      const printed = new Map<string, string>();
      for await (const line of createInterface({ input: child.stdout })) {
        if (line === "AI_SIMULATOR_READY") break;
        const [name = "", value = ""] = line.split("=", 2);
        printed.set(name, value);
      }
      expect(printed.get("OPENAI_BASE_URL")).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
      expect(printed.get("ANTHROPIC_BASE_URL")).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

      const models = await fetch(`${printed.get("OPENAI_BASE_URL")}/models`);
      expect(models.status).toBe(200);
      expect(models.headers.get(SIMULATED_HEADER)).toBe("1");

      const exited = once(child, "exit");
      child.kill("SIGTERM");
      expect(await exited).toEqual([0, null]);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  });
});
