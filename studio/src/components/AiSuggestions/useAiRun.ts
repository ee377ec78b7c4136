import { useCallback, useEffect, useRef, useState } from "react";
import { compileAiTool } from "@storyloom/api/client";
import type { BuiltInAiTool, CompileAiToolBody } from "@storyloom/api/client";
import { useQueryClient } from "@tanstack/react-query";
import { refreshAiSpending } from "../../api/ai.ts";
import { callOfPrompt, runAiCall } from "../../api/aiRun.ts";
import type { AiProxyCall, AiRunResult } from "../../api/aiRun.ts";
import { apiClient } from "../../api/client.ts";
import { fieldErrorsOf } from "../../api/fieldErrors.ts";
import { aiFailureOf } from "../AiRunStatus/aiFailure.ts";
import type { AiFailure } from "../AiRunStatus/aiFailure.ts";
import type { AnswerCheck, RunAnswer } from "./aiAnswers.ts";

/** Checks a finished run's answer; may load the answer schemas first. */
export type CheckAnswer<T> = (answer: RunAnswer) => AnswerCheck<T> | Promise<AnswerCheck<T>>;

/** A compiled run, waiting for the author to see its estimate and run it. */
export interface Ready<T> {
  stage: "ready";
  call: AiProxyCall;
  estimate: number;
  model: string;
  check: CheckAnswer<T>;
}

/** Compiles `tool` with `body` for the book and shows its estimate; `check` will judge the answer. */
export type PrepareRun<T> = <Tool extends BuiltInAiTool>(tool: Tool, body: CompileAiToolBody<Tool>, check: CheckAnswer<T>) => Promise<void>;

/** One run of a built-in tool: compiled (with its estimate), running, then its checked answer, or why there is none. */
export type AiRun<T> =
  | { stage: "preparing" }
  | Ready<T>
  | { stage: "running"; text: string }
  | { stage: "done"; value: T; cost: AiRunResult["cost"]; simulated: boolean }
  | { stage: "unusable"; reason: string; cost: AiRunResult["cost"]; retry: Ready<T> }
  | { stage: "failed"; failure: AiFailure; fields: Record<string, string> };

/**
 * Compile, estimate, run and check a built-in tool for a book (docs/decisions/ai.md,
 * Built-in AI tools): `prepare` compiles and shows the most it can cost (nothing
 * is spent), `start` runs it through the AI proxy and checks the answer, `stop`
 * aborts it (the proxy charges what was used). Leaving the screen aborts too.
 */
export function useAiRun<T>(bookId: number) {
  const [run, setRun] = useState<AiRun<T> | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => () => abortRef.current?.abort(), []);

  const prepare: PrepareRun<T> = useCallback(
    async <Tool extends BuiltInAiTool>(tool: Tool, body: CompileAiToolBody<Tool>, check: CheckAnswer<T>) => {
      setRun({ stage: "preparing" });
      try {
        const compiled = await compileAiTool(apiClient, bookId, tool, body);
        setRun({ stage: "ready", call: callOfPrompt(compiled.prompt, bookId), estimate: compiled.estimate.cost, model: compiled.prompt.model, check });
      } catch (error) {
        setRun({ stage: "failed", failure: aiFailureOf(error), fields: fieldErrorsOf(error) });
      }
    },
    [bookId],
  );

  const start = useCallback(
    async (ready: Ready<T>) => {
      const controller = new AbortController();
      abortRef.current = controller;
      let text = "";
      setRun({ stage: "running", text });
      try {
        const result = await runAiCall(
          ready.call,
          (piece) => {
            text += piece;
            setRun({ stage: "running", text });
          },
          controller.signal,
        );
        const checked = await ready.check({ text: result.text, incomplete: result.incomplete });
        setRun(
          checked.ok
            ? { stage: "done", value: checked.value, cost: result.cost, simulated: result.simulated }
            : { stage: "unusable", reason: checked.reason, cost: result.cost, retry: ready },
        );
      } catch (error) {
        setRun({ stage: "failed", failure: aiFailureOf(error), fields: {} });
      } finally {
        abortRef.current = null;
        void refreshAiSpending(queryClient);
      }
    },
    [queryClient],
  );

  const stop = useCallback(() => abortRef.current?.abort(), []);
  /** Back to the estimate of the same call, so running it again is the author's choice. */
  const retry = useCallback((ready: Ready<T>) => setRun(ready), []);
  const reset = useCallback(() => {
    abortRef.current?.abort();
    setRun(null);
  }, []);

  return { run, prepare, start, stop, retry, reset };
}
