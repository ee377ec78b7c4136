import { useEffect, useId, useRef, useState } from "react";
import type { ReactNode } from "react";
import { errorMessageOf } from "../../api/errors.ts";
import { AiNotConfiguredNotice, AiStandingNotice, useIsAiConfigured } from "../AiRunStatus/AiRunStatus.tsx";
import { useToast } from "../Toasts/useToast.ts";
import { AiRunView } from "./AiRunView.tsx";
import { SuggestionCards } from "./SuggestionCards.tsx";
import { Heading } from "./SuggestionCards.tsx";
import type { HeadingLevel, Suggestion } from "./SuggestionCards.tsx";
import { useAiRun } from "./useAiRun.ts";
import type { PrepareRun } from "./useAiRun.ts";
import styles from "./AiSuggestions.module.css";

/** What the form gets to ask for a run: the compile's field messages, whether one is under way, and `prepare`. */
export interface AiGeneratorForm<T> {
  errors: Record<string, string>;
  isBusy: boolean;
  prepare: PrepareRun<T>;
}

interface AiGeneratorProps<T, B> {
  bookId: number;
  /** "Generate characters with AI". */
  title: string;
  /** The panel's heading level; its suggestion cards are one below. */
  level: 2 | 3 | 4;
  /** "characters", for "Accept all 3 characters". */
  plural: string;
  /** "Writing the characters…". */
  writing: string;
  /** A text answer is shown as it arrives; a JSON one is not. */
  showText?: boolean;
  renderForm: (form: AiGeneratorForm<T>) => ReactNode;
  toSuggestions: (value: T) => Suggestion<B>[];
  /** Saves accepted suggestions, in order; answers what to tell the author, or throws the API's refusal. */
  onAccept: (bodies: B[]) => Promise<string>;
  /** Said beside "Accept all": where accepted entries go. */
  note?: string;
  onClose: () => void;
}

/**
 * "Generate with AI" (docs/decisions/studio.md, AI suggestions in the story bible and
 * outline): the author says how many and what, sees the most it can cost,
 * runs it, and gets suggestion cards to accept (saved at once through the
 * list's own create call) or discard. Nothing is saved unless accepted.
 */
export function AiGenerator<T, B>({
  bookId,
  title,
  level,
  plural,
  writing,
  showText,
  renderForm,
  toSuggestions,
  onAccept,
  note,
  onClose,
}: AiGeneratorProps<T, B>) {
  const toast = useToast();
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const { isConfigured, reason } = useIsAiConfigured();
  const { run, prepare, start, stop, retry, reset } = useAiRun<T>(bookId);
  const [handled, setHandled] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const cardLevel: HeadingLevel = level === 2 ? 3 : level === 3 ? 4 : 5;
  const isBusy = run?.stage === "preparing" || run?.stage === "running" || pending.size > 0;

  const form: AiGeneratorForm<T> = {
    errors: run?.stage === "failed" ? run.fields : {},
    isBusy: isBusy || !isConfigured,
    prepare: async (tool, body, check) => {
      setHandled(new Set());
      await prepare(tool, body, check);
    },
  };

  async function handleAccept(accepted: Suggestion<B>[]) {
    const keys = accepted.map((suggestion) => suggestion.key);
    setPending(new Set(keys));
    try {
      const message = await onAccept(accepted.map((suggestion) => suggestion.body));
      setHandled((before) => new Set([...before, ...keys]));
      toast.success(message);
    } catch (error) {
      toast.error(`Not saved: ${errorMessageOf(error)}`);
    } finally {
      setPending(new Set());
    }
  }

  // The panel opens on a button that it replaces: the keyboard goes on to the panel's first field.
  useEffect(() => sectionRef.current?.querySelector<HTMLElement>("select, textarea")?.focus(), []);

  function handleClose() {
    reset();
    onClose();
  }

  return (
    <section ref={sectionRef} className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.panelHeader}>
        <Heading level={level} id={headingId} className={styles.panelTitle}>
          {title}
        </Heading>
        <button type="button" className="button button-small" disabled={run?.stage === "running" || pending.size > 0} onClick={handleClose}>
          Close<span className="visually-hidden"> {title}</span>
        </button>
      </div>
      {isConfigured ? <AiStandingNotice /> : <AiNotConfiguredNotice reason={reason} />}
      {renderForm(form)}
      <AiRunView
        run={run}
        writing={writing}
        showText={showText}
        onRun={(ready) => void start(ready)}
        onCancel={reset}
        onStop={stop}
        onRetry={retry}
        formFields={["count", "type", "instruction", "act", "mode", "chapterId"]}
      >
        {(done) => {
          const remaining = toSuggestions(done.value).filter((suggestion) => !handled.has(suggestion.key));
          if (remaining.length === 0) return <p className={styles.muted}>Every suggestion was accepted or discarded.</p>;
          return (
            <SuggestionCards
              suggestions={remaining}
              simulated={done.simulated}
              level={cardLevel}
              plural={plural}
              pending={pending}
              onAccept={(accepted) => void handleAccept(accepted)}
              onDiscard={(suggestion) => setHandled((before) => new Set([...before, suggestion.key]))}
              note={note && <span className={styles.muted}>{note}</span>}
            />
          );
        }}
      </AiRunView>
    </section>
  );
}
