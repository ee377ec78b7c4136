import { useEffect, useId, useRef, useState } from "react";
import type { RefObject } from "react";
import { Link } from "react-router";
import { formatMicroCents } from "@storyloom/api/client";
import type { BookStoryToolView, CompileAiToolBody } from "@storyloom/api/client";
import { useQueryClient } from "@tanstack/react-query";
import { refreshAiSpending, useAiStatus } from "../../api/ai.ts";
import { AiRunError, callOfPrompt, runAiCall } from "../../api/aiRun.ts";
import type { AiProxyCall, AiRunResult } from "../../api/aiRun.ts";
import { useCompileEditorTool } from "../../api/aiTools.ts";
import type { EditorToolId } from "../../api/aiTools.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { useBookStoryTools, useCompileStoryToolStep } from "../../api/storyTools.ts";
import type { ChapterEditorHandle, EditorSelection } from "../../editor/ChapterTextEditor.tsx";
import { paths } from "../../paths.ts";
import { EDITOR_TOOLS, cleanResult, describeSelection, editorToolOf, placeOfResult } from "./aiToolRun.ts";
import styles from "./AiToolsPanel.module.css";

const OPEN_KEY = "storyloom.aiToolsPanelOpen";

function readOpen(): boolean {
  try {
    return window.localStorage.getItem(OPEN_KEY) !== "false";
  } catch {
    return true;
  }
}

/** A tool picked in the panel: a built-in one, or one of the author's custom tools (several steps). */
type Choice = { kind: "builtIn"; id: EditorToolId } | { kind: "custom"; tool: BookStoryToolView };

/** One run of a tool, from its estimate to what it cost. */
type Run =
  | { stage: "preparing" }
  | { stage: "ready"; call: AiProxyCall; estimate: number; model: string; stepCount: number }
  | { stage: "running"; text: string; step: number; stepCount: number }
  | { stage: "done"; text: string; cost: AiRunResult["cost"]; simulated: boolean; incomplete: boolean; writes: boolean }
  | { stage: "failed"; message: string; code: string };

const choiceKey = (choice: Choice) => (choice.kind === "builtIn" ? choice.id : `custom:${choice.tool.id}`);

/**
 * The chapter's AI tools beside its text (docs/decisions.md, AI tools in the
 * editor): pick a tool, see what it will read and what it can cost at most,
 * run it and watch the answer arrive, then put it in place of the selection
 * (one step of undo) or discard it; what it cost is shown after. A spent
 * balance, a missing provider or a moderation flag each say why and what to do.
 */
export function AiToolsPanel({ bookId, editor }: { bookId: number; editor: RefObject<ChapterEditorHandle | null> }) {
  const [isOpen, setIsOpen] = useState(readOpen);
  const [choice, setChoice] = useState<Choice>({ kind: "builtIn", id: "SHORTEN" });
  const [instruction, setInstruction] = useState("");
  const [target, setTarget] = useState<EditorSelection | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const status = useAiStatus();
  const customTools = useBookStoryTools(bookId);
  const compileTool = useCompileEditorTool(bookId);
  const compileStep = useCompileStoryToolStep(bookId);
  const queryClient = useQueryClient();
  const toolFieldId = useId();
  const instructionId = useId();

  useEffect(() => () => abortRef.current?.abort(), []);

  const builtIn = choice.kind === "builtIn" ? editorToolOf(choice.id) : undefined;
  const needsSelection = builtIn ? builtIn.needsSelection : false;
  const instructionLabel = builtIn ? builtIn.instruction : choice.kind === "custom" && choice.tool.withUserInstructions ? "Your instructions" : null;
  const services = status.data?.status.services;
  const isConfigured = services ? services.OPEN_AI.configured || services.ANTHROPIC.configured : true;

  function handleToggle(open: boolean) {
    setIsOpen(open);
    try {
      window.localStorage.setItem(OPEN_KEY, String(open));
    } catch {
      // Private mode: the panel starts open next time.
    }
  }

  function choose(key: string) {
    const custom = customTools.data?.storyTools.find((tool) => `custom:${tool.id}` === key);
    setChoice(custom ? { kind: "custom", tool: custom } : { kind: "builtIn", id: (editorToolOf(key)?.id ?? "SHORTEN") });
    setRun(null);
  }

  function fail(error: unknown) {
    if (error instanceof AiRunError) setRun({ stage: "failed", message: error.message, code: error.code });
    else if (error instanceof DOMException && error.name === "AbortError") setRun({ stage: "failed", message: "Stopped. What was written so far is not kept.", code: "aborted" });
    else {
      const code = typeof error === "object" && error !== null && "error" in error ? String((error as { error: { code?: unknown } }).error.code ?? "") : "";
      setRun({ stage: "failed", message: errorMessageOf(error), code });
    }
  }

  /** Compiles step `index` of the chosen tool for the selection, `previous` being the last step's answer. */
  async function compile(selection: EditorSelection, index: number, previous: string): Promise<{ call: AiProxyCall; estimate: number; model: string; stepCount: number; outputPrefix: string; stopSequence: string | null }> {
    if (choice.kind === "custom") {
      const answer = await compileStep.mutateAsync({
        toolId: choice.tool.id,
        stepIndex: index,
        body: { selection: selection.text, before: selection.before, after: selection.after, userInstructions: instruction, previous },
      });
      const step = answer.compiled;
      return { call: step.request, estimate: step.estimate.maxCost, model: step.model, stepCount: step.stepCount, outputPrefix: step.outputPrefix, stopSequence: step.stopSequence };
    }
    const variables = { selection: selection.text, before: selection.before, after: selection.after, ...(builtIn?.instruction ? { instruction } : {}) };
    const compiled = await compileTool.mutateAsync({ tool: choice.id, body: variables as CompileAiToolBody<EditorToolId> });
    return { call: callOfPrompt(compiled.prompt, bookId), estimate: compiled.estimate.cost, model: compiled.prompt.model, stepCount: 1, outputPrefix: "", stopSequence: null };
  }

  async function handlePrepare() {
    const selection = editor.current?.selection() ?? null;
    if (needsSelection && !selection?.text.trim()) {
      setRun({ stage: "failed", message: "Select the text in the chapter first.", code: "no_selection" });
      return;
    }
    if (instructionLabel && builtIn?.instruction && !instruction.trim()) {
      setRun({ stage: "failed", message: `${instructionLabel}: this field is required.`, code: "no_instruction" });
      return;
    }
    const place = selection ?? { index: 0, length: 0, text: "", before: "", after: "" };
    setTarget(place);
    setRun({ stage: "preparing" });
    try {
      const first = await compile(place, 0, "");
      setRun({ stage: "ready", call: first.call, estimate: first.estimate, model: first.model, stepCount: first.stepCount });
    } catch (error) {
      fail(error);
    }
  }

  async function handleRun(ready: Extract<Run, { stage: "ready" }>) {
    if (!target) return;
    const controller = new AbortController();
    abortRef.current = controller;
    let totalCost = 0;
    let balanceAmount: number | null = null;
    let simulated = false;
    let incomplete = false;
    let previous = "";
    try {
      for (let step = 0; step < ready.stepCount; step += 1) {
        const next = step === 0 ? { call: ready.call, outputPrefix: "", stopSequence: null } : await compile(target, step, previous);
        let text = next.outputPrefix;
        setRun({ stage: "running", text, step, stepCount: ready.stepCount });
        const result = await runAiCall(
          next.call,
          (piece) => {
            text += piece;
            setRun({ stage: "running", text, step, stepCount: ready.stepCount });
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
        text: cleanResult(previous),
        cost: balanceAmount === null ? null : { cost: totalCost, balanceAmount },
        simulated,
        incomplete,
        writes: builtIn ? builtIn.writes : true,
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
      setRun({ stage: "failed", message: "The selected text changed while the AI was writing. Select it again and run the tool once more.", code: "moved" });
      return;
    }
    handle.replace(place.index, place.length, text);
    setRun(null);
    setTarget(null);
  }

  const selectionText = target ? describeSelection(target.text) : "";
  const customList = customTools.data?.storyTools ?? [];

  return (
    <details className={styles.panel} open={isOpen} onToggle={(event) => handleToggle(event.currentTarget.open)}>
      <summary className={styles.summary}>
        AI tools
        {status.data?.status.simulated && <span className={styles.simulated}>Simulated</span>}
      </summary>
      <div className={styles.body}>
        {status.data && !isConfigured && (
          <p className={styles.notice} role="note">
            The AI tools are not available on this server: {services?.OPEN_AI.reason}
          </p>
        )}
        <div className={styles.field}>
          <label htmlFor={toolFieldId}>Tool</label>
          <select id={toolFieldId} value={choiceKey(choice)} onChange={(event) => choose(event.target.value)} disabled={run?.stage === "running"}>
            <optgroup label="Built-in tools">
              {EDITOR_TOOLS.map((tool) => (
                <option key={tool.id} value={tool.id}>
                  {tool.label}
                </option>
              ))}
            </optgroup>
            {customList.length > 0 && (
              <optgroup label="Your story tools">
                {customList.map((tool) => (
                  <option key={tool.id} value={`custom:${tool.id}`}>
                    {tool.name}
                    {tool.stepCount > 1 ? ` (${tool.stepCount} steps)` : ""}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
          <p className={styles.hint}>{builtIn ? builtIn.hint : choice.kind === "custom" ? (choice.tool.description ?? "Your own tool.") : ""}</p>
        </div>
        {instructionLabel && (
          <div className={styles.field}>
            <label htmlFor={instructionId}>{instructionLabel}</label>
            <textarea id={instructionId} rows={3} value={instruction} maxLength={2000} onChange={(event) => setInstruction(event.target.value)} />
          </div>
        )}
        {(!run || run.stage === "failed" || run.stage === "done") && (
          <button type="button" className="button" onMouseDown={(event) => event.preventDefault()} onClick={() => void handlePrepare()} disabled={!isConfigured}>
            {needsSelection ? "Use on the selected text" : "Use here"}
          </button>
        )}
        {run?.stage === "preparing" && <p role="status">Working out what it will cost…</p>}
        {run?.stage === "ready" && (
          <div className={styles.estimate} role="group" aria-label="Before it runs">
            {selectionText && <p>On {selectionText}</p>}
            <p>
              Estimated cost: <strong data-testid="ai-estimate">at most {formatMicroCents(run.estimate)}</strong> with {run.model}
              {run.stepCount > 1 ? ` for the first of ${run.stepCount} steps` : ""}.
            </p>
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
            <p className={styles.preview} aria-live="off">
              {run.text}
            </p>
            <button type="button" className="button" onClick={() => abortRef.current?.abort()}>
              Stop
            </button>
          </div>
        )}
        {run?.stage === "done" && (
          <div className={styles.result}>
            <h3 className={styles.resultHeading}>
              The AI's answer
              {run.simulated && <span className={styles.simulated}>Simulated</span>}
            </h3>
            <p className={styles.preview} data-testid="ai-result">
              {run.text}
            </p>
            {run.incomplete && <p className={styles.hint}>The answer stopped at its length limit.</p>}
            <p role="status" data-testid="ai-cost">
              {run.cost ? `Cost: ${formatMicroCents(run.cost.cost)}. Your balance: ${formatMicroCents(run.cost.balanceAmount)}.` : "Nothing was charged."}
            </p>
            <div className={styles.actions}>
              {run.writes && (
                <button type="button" className="button button-primary" onClick={() => handleUse(run.text)}>
                  {target && target.length > 0 ? "Replace the selection" : "Insert at the cursor"}
                </button>
              )}
              <button type="button" className="button" onClick={() => setRun(null)}>
                {run.writes ? "Discard" : "Close"}
              </button>
            </div>
          </div>
        )}
        {run?.stage === "failed" && (
          <div className={styles.failure} role="alert">
            <p>{run.message}</p>
            {(run.code === "ai_balance_spent" || run.code === "ai_monthly_limit_reached") && <Link to={paths.ai()}>See your AI balance and limits</Link>}
            {run.code === "ai_terms_not_accepted" && <Link to={paths.ai()}>Read and accept the AI terms</Link>}
          </div>
        )}
      </div>
    </details>
  );
}
