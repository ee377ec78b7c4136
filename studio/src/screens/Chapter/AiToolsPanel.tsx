import { useEffect, useRef, useState } from "react";
import type { RefObject } from "react";
import type { AiToolOutputView, BookStoryToolView } from "@storyloom/api/client";
import { useQueryClient } from "@tanstack/react-query";
import { refreshAiSpending } from "../../api/ai.ts";
import { AiRunError, callOfPrompt, runAiCall } from "../../api/aiRun.ts";
import type { AiProxyCall } from "../../api/aiRun.ts";
import { useCompileEditorTool } from "../../api/aiTools.ts";
import { useBookStoryTools, useCompileStoryToolStep } from "../../api/storyTools.ts";
import {
  AiEstimate,
  AiNotConfiguredNotice,
  AiRunFailure,
  AiStandingNotice,
  SimulatedBadge,
  useIsAiConfigured,
} from "../../components/AiRunStatus/AiRunStatus.tsx";
import { aiFailureOf } from "../../components/AiRunStatus/aiFailure.ts";
import { loadAnswerSchemas } from "../../components/AiSuggestions/aiAnswers.ts";
import type { ChapterEditorHandle, EditorSelection } from "../../editor/ChapterTextEditor.tsx";
import { AiToolResult } from "./AiToolAnswer.tsx";
import { AiToolInputs, ToolPicker } from "./AiToolInputs.tsx";
import {
  STORY_SO_FAR_CHARS,
  asOwnParagraphs,
  cleanResult,
  compileRequestOf,
  describeSelection,
  editorToolOf,
  instructionOfIdea,
  placeOfResult,
  readToolAnswer,
} from "./aiToolRun.ts";
import type { EditorTool, EditorToolId, TextAround, ToolInputs } from "./aiToolRun.ts";
import type { FinishedRun } from "./AiToolAnswer.tsx";
import styles from "./AiToolsPanel.module.css";

/** A tool picked in the panel: a built-in one, or one of the author's custom tools (several steps). */
type Choice = { kind: "builtIn"; id: EditorToolId } | { kind: "custom"; tool: BookStoryToolView };

/** One run of a tool, from its estimate to what it cost. */
type Run =
  | { stage: "preparing" }
  | { stage: "ready"; call: AiProxyCall; estimate: number; model: string; stepCount: number; output: AiToolOutputView | null; at: TextAround }
  | { stage: "running"; text: string; step: number; stepCount: number; isStructured: boolean }
  | ({ stage: "done" } & FinishedRun)
  | { stage: "failed"; message: string; code: string };

/** Where the answer goes in the text: the selection it replaces, or the cursor (length 0) it is inserted at. */
type Target = Pick<EditorSelection, "index" | "length" | "text" | "before">;

const choiceKey = (choice: Choice) => (choice.kind === "builtIn" ? choice.id : `custom:${choice.tool.id}`);
const inputsFor = (tool: EditorTool | undefined, instruction = ""): ToolInputs => ({
  instruction,
  count: tool?.count?.initial ?? 1,
  sceneId: null,
  characterId: null,
});
// Quill's getText clamps a length past the end: this reads "everything from here".
const TO_THE_END = Number.MAX_SAFE_INTEGER;

/**
 * The chapter's AI tools beside its text, the side panel's first tab
 * (docs/decisions/studio.md, AI tools in the editor): pick a tool, see what it will read and what it can cost at most,
 * run it and watch the answer arrive, then put it in place of the selection
 * or at the cursor (one step of undo), choose among its alternatives or words,
 * or read its ideas; what it cost is shown after. A spent balance, a missing
 * provider or a moderation flag each say why and what to do.
 */
export function AiToolsPanel({ bookId, chapterId, editor }: { bookId: number; chapterId: number; editor: RefObject<ChapterEditorHandle | null> }) {
  const [choice, setChoice] = useState<Choice>({ kind: "builtIn", id: "SHORTEN" });
  const [inputs, setInputs] = useState<ToolInputs>(() => inputsFor(editorToolOf("SHORTEN")));
  const [target, setTarget] = useState<Target | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const instructionRef = useRef<HTMLTextAreaElement>(null);
  const ai = useIsAiConfigured();
  const customTools = useBookStoryTools(bookId);
  const compileTool = useCompileEditorTool(bookId);
  const compileStep = useCompileStoryToolStep(bookId);
  const queryClient = useQueryClient();

  useEffect(() => () => abortRef.current?.abort(), []);

  const builtIn = choice.kind === "builtIn" ? editorToolOf(choice.id) : undefined;
  const customInstruction = choice.kind === "custom" && choice.tool.withUserInstructions ? "Your instructions" : null;
  const isRunning = run?.stage === "running" || run?.stage === "preparing";

  function choose(key: string, instruction = "") {
    const custom = customTools.data?.storyTools.find((tool) => `custom:${tool.id}` === key);
    const tool = editorToolOf(key);
    if (custom) setChoice({ kind: "custom", tool: custom });
    else if (tool) setChoice({ kind: "builtIn", id: tool.id });
    else return;
    setInputs(inputsFor(tool, instruction));
    setRun(null);
  }

  function fail(error: unknown) {
    setRun({ stage: "failed", ...aiFailureOf(error) });
  }

  /**
   * The text the chosen tool reads and where its answer goes. Tools that read
   * the story so far take it from before the cursor (after the selection, if
   * any; the chapter's end when the author never clicked in it).
   */
  function readText(handle: ChapterEditorHandle): { at: TextAround; place: Target } {
    const selection = handle.selection();
    if (builtIn?.works === "storySoFar") {
      const whole = selection ? null : handle.text(0, TO_THE_END);
      const cursor = selection ? selection.index + selection.length : Math.max(0, (whole ?? "").replace(/\n$/, "").length);
      const before = handle.text(Math.max(0, cursor - STORY_SO_FAR_CHARS), Math.min(cursor, STORY_SO_FAR_CHARS));
      return { at: { selection: "", before, after: "" }, place: { index: cursor, length: 0, text: "", before } };
    }
    const place = selection ?? { index: 0, length: 0, text: "", before: "", after: "" };
    return { at: { selection: place.text, before: place.before, after: place.after }, place };
  }

  /** Compiles step `index` of the chosen tool for the text, `previous` being the last step's answer. */
  async function compile(
    at: TextAround,
    index: number,
    previous: string,
  ): Promise<{
    call: AiProxyCall;
    estimate: number;
    model: string;
    stepCount: number;
    outputPrefix: string;
    stopSequence: string | null;
    output: AiToolOutputView | null;
  }> {
    if (choice.kind === "custom") {
      const answer = await compileStep.mutateAsync({
        toolId: choice.tool.id,
        stepIndex: index,
        body: { selection: at.selection, before: at.before, after: at.after, userInstructions: inputs.instruction, previous },
      });
      const step = answer.compiled;
      return {
        call: step.request,
        estimate: step.estimate.maxCost,
        model: step.model,
        stepCount: step.stepCount,
        outputPrefix: step.outputPrefix,
        stopSequence: step.stopSequence,
        output: null,
      };
    }
    const request = builtIn ? compileRequestOf(builtIn, at, inputs) : { problem: "Choose a tool first." };
    if ("problem" in request) throw new AiRunError(request.problem, "not_ready", 400);
    const compiled = await compileTool.mutateAsync(request);
    return {
      call: callOfPrompt(compiled.prompt, bookId),
      estimate: compiled.estimate.cost,
      model: compiled.prompt.model,
      stepCount: 1,
      outputPrefix: "",
      stopSequence: null,
      output: compiled.prompt.output,
    };
  }

  async function handlePrepare() {
    const handle = editor.current;
    if (!handle) {
      setRun({ stage: "failed", message: "The editor is still loading.", code: "no_editor" });
      return;
    }
    const { at, place } = readText(handle);
    if (builtIn) {
      const request = compileRequestOf(builtIn, at, inputs);
      if ("problem" in request) {
        setRun({ stage: "failed", message: request.problem, code: "not_ready" });
        return;
      }
    }
    setTarget(place);
    setRun({ stage: "preparing" });
    try {
      const first = await compile(at, 0, "");
      setRun({ stage: "ready", call: first.call, estimate: first.estimate, model: first.model, stepCount: first.stepCount, output: first.output, at });
    } catch (error) {
      fail(error);
    }
  }

  async function handleRun(ready: Extract<Run, { stage: "ready" }>) {
    if (!target) return;
    const controller = new AbortController();
    abortRef.current = controller;
    const kind = builtIn?.answer ?? "text";
    const isStructured = kind !== "text";
    // The output schemas (and zod) load beside the run, the first time a structured tool runs.
    const schemas = isStructured ? loadAnswerSchemas() : null;
    // A failed load is reported where the answer is read, once the run is over.
    schemas?.catch(() => undefined);
    let totalCost = 0;
    let balanceAmount: number | null = null;
    let simulated = false;
    let incomplete = false;
    let previous = "";
    try {
      for (let step = 0; step < ready.stepCount; step += 1) {
        const next = step === 0 ? { call: ready.call, outputPrefix: "", stopSequence: null } : await compile(ready.at, step, previous);
        let text = next.outputPrefix;
        setRun({ stage: "running", text, step, stepCount: ready.stepCount, isStructured });
        const result = await runAiCall(
          next.call,
          (piece) => {
            text += piece;
            setRun({ stage: "running", text, step, stepCount: ready.stepCount, isStructured });
          },
          controller.signal,
        );
        if (result.cost) {
          totalCost += result.cost.cost;
          balanceAmount = result.cost.balanceAmount;
        }
        simulated ||= result.simulated;
        incomplete ||= result.incomplete;
        previous = next.stopSequence && text.includes(next.stopSequence) ? text.slice(0, text.indexOf(next.stopSequence)) : text;
      }
      setRun({
        stage: "done",
        answer: schemas ? readToolAnswer(kind, { text: previous, incomplete }, await schemas) : { kind: "text", text: cleanResult(previous) },
        cost: balanceAmount === null ? null : { cost: totalCost, balanceAmount },
        simulated,
        incomplete,
      });
    } catch (error) {
      fail(error);
    } finally {
      abortRef.current = null;
      void refreshAiSpending(queryClient);
    }
  }

  function handleUse(text: string) {
    const handle = editor.current;
    if (!handle || !target) return;
    const place = placeOfResult(target, handle.selection(), (index, length) => handle.text(index, length));
    if (!place) {
      const message =
        target.length > 0
          ? "The selected text changed while the AI was writing. Select it again and run the tool once more."
          : "The text before the cursor changed while the AI was writing. Click in the chapter where the text should go, then run the tool once more.";
      setRun({ stage: "failed", message, code: "moved" });
      return;
    }
    const isScene = builtIn?.id === "CREATE_SCENE";
    handle.replace(
      place.index,
      place.length,
      isScene ? asOwnParagraphs(text, handle.text(place.index - 1, place.index > 0 ? 1 : 0), handle.text(place.index, 1)) : text,
    );
    setRun(null);
    setTarget(null);
  }

  function handleWriteIdea(idea: { title: string; summary: string }) {
    choose("FREE_FORM", instructionOfIdea(idea));
    // The idea is now the instruction of "Ask anything": the author reads it, then runs it with its own estimate.
    requestAnimationFrame(() => instructionRef.current?.focus());
  }

  const selectionText = target ? describeSelection(target.text) : "";
  const destination = builtIn ? builtIn.place : "either";
  // A text answer the panel offers to put in the chapter (a definition is only read).
  const textToUse = run?.stage === "done" && run.answer.kind === "text" && destination !== "none" ? run.answer.text : null;

  return (
    <div className={styles.body}>
      {ai.isSimulated && (
        <p className={styles.hint}>
          <SimulatedBadge /> Answers come from a local simulator.
        </p>
      )}
      {ai.isConfigured ? <AiStandingNotice /> : <AiNotConfiguredNotice reason={ai.reason} />}
      <ToolPicker
        value={choiceKey(choice)}
        customTools={customTools.data?.storyTools ?? []}
        hint={builtIn ? builtIn.hint : choice.kind === "custom" ? (choice.tool.description ?? "Your own tool.") : ""}
        disabled={isRunning}
        onChange={(key) => choose(key)}
      />
      <AiToolInputs
        bookId={bookId}
        chapterId={chapterId}
        tool={builtIn ?? null}
        customInstruction={customInstruction}
        inputs={inputs}
        disabled={isRunning}
        instructionRef={instructionRef}
        onChange={(changes) => setInputs((current) => ({ ...current, ...changes }))}
      />
      {(!run || run.stage === "failed" || run.stage === "done") && (
        <button
          type="button"
          className="button"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => void handlePrepare()}
          disabled={!ai.isConfigured}
        >
          {builtIn?.works === "selection" ? "Use on the selected text" : "Use here"}
        </button>
      )}
      {run?.stage === "preparing" && <p role="status">Working out what it will cost…</p>}
      {run?.stage === "ready" && (
        <div className={styles.estimate} role="group" aria-label="Before it runs">
          {selectionText ? <p>On {selectionText}</p> : destination === "none" ? <p>On the text before the cursor.</p> : <p>At the cursor.</p>}
          <AiEstimate cost={run.estimate} model={run.model}>
            {run.stepCount > 1 ? ` for the first of ${run.stepCount} steps` : ""}
          </AiEstimate>
          <div className={styles.actions}>
            <button type="button" className="button button-primary" onClick={() => void handleRun(run)}>
              Run
            </button>
            <button type="button" className="button" onClick={() => setRun(null)}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {run?.stage === "running" && (
        <div className={styles.result}>
          <p role="status">{run.stepCount > 1 ? `Writing, step ${run.step + 1} of ${run.stepCount}…` : "Writing…"}</p>
          {run.isStructured ? (
            <p className={styles.hint}>The answer appears when it is complete ({run.text.length.toLocaleString()} characters so far).</p>
          ) : (
            <p className={styles.preview} aria-live="off">
              {run.text}
            </p>
          )}
          <button type="button" className="button" onClick={() => abortRef.current?.abort()}>
            Stop
          </button>
        </div>
      )}
      {run?.stage === "done" && (
        <AiToolResult
          result={run}
          useLabel={textToUse === null ? null : target && target.length > 0 ? "Replace the selection" : "Insert at the cursor"}
          onUse={handleUse}
          onWriteIdea={handleWriteIdea}
          onClose={() => setRun(null)}
        />
      )}
      {run?.stage === "failed" && <AiRunFailure failure={run} />}
    </div>
  );
}
