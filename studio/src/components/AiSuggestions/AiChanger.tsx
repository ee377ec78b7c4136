import { useEffect, useId, useRef, useState } from "react";
import { errorMessageOf } from "../../api/errors.ts";
import { AiNotConfiguredNotice, AiStandingNotice, useIsAiConfigured } from "../AiRunStatus/AiRunStatus.tsx";
import { useToast } from "../Toasts/useToast.ts";
import { AiRequestForm } from "./AiRequestForm.tsx";
import { AiRunView } from "./AiRunView.tsx";
import { SuggestedChange } from "./SuggestedChange.tsx";
import { Heading } from "./SuggestionCards.tsx";
import type { HeadingLevel, SuggestionLine } from "./SuggestionCards.tsx";
import { useAiRun } from "./useAiRun.ts";
import type { PrepareRun } from "./useAiRun.ts";
import styles from "./AiSuggestions.module.css";

interface AiChangerProps<T> {
  bookId: number;
  /** The entry's name: "Change Mira with AI". */
  name: string;
  /** Compiles the entry's MODIFY_ tool (or PLOT_IDEA modify) with the author's instruction. */
  onPrepare: (instruction: string, prepare: PrepareRun<T>) => Promise<void>;
  current: SuggestionLine[];
  proposedOf: (value: T) => SuggestionLine[];
  /** Saves the change (the entry's PATCH); throws the API's refusal. */
  onAccept: (value: T) => Promise<void>;
  /** A text answer is shown as it arrives. */
  showText?: boolean;
  onClose: () => void;
  /** The panel's heading level: 4 (under a card's h3) unless the entry sits higher. */
  level?: HeadingLevel;
}

/**
 * "Change with AI" on a saved entry: the author says what should change (at
 * most 750 characters, docs/product.md, Validation rules, checked by the compile), sees the estimate,
 * runs it, and gets the proposed version beside the current one to accept
 * (saved through the entry's PATCH) or discard.
 */
export function AiChanger<T>({ bookId, name, onPrepare, current, proposedOf, onAccept, showText, onClose, level = 4 }: AiChangerProps<T>) {
  const toast = useToast();
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const { isConfigured, reason } = useIsAiConfigured();
  const { run, prepare, start, stop, retry, reset } = useAiRun<T>(bookId);
  const [isSaving, setIsSaving] = useState(false);
  const isBusy = run?.stage === "preparing" || run?.stage === "running" || isSaving;

  async function handleAccept(value: T) {
    setIsSaving(true);
    try {
      await onAccept(value);
      toast.success(`${name} is changed.`);
      reset();
      onClose();
    } catch (error) {
      toast.error(`${name} is not changed: ${errorMessageOf(error)}`);
    } finally {
      setIsSaving(false);
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
          Change {name} with AI
        </Heading>
        <button type="button" className="button button-small" disabled={run?.stage === "running" || isSaving} onClick={handleClose}>
          Close<span className="visually-hidden"> Change {name} with AI</span>
        </button>
      </div>
      {isConfigured ? <AiStandingNotice /> : <AiNotConfiguredNotice reason={reason} />}
      <AiRequestForm
        instruction={{
          label: "What should change?",
          hint: "At most 750 characters. The AI rewrites the whole entry and keeps what you do not ask it to change.",
        }}
        errors={run?.stage === "failed" ? run.fields : {}}
        isBusy={isBusy || !isConfigured}
        submitLabel="Suggest a change"
        onSubmit={(request) => void onPrepare(request.instruction, prepare)}
      />
      <AiRunView
        run={run}
        writing="Writing the change…"
        showText={showText}
        onRun={(ready) => void start(ready)}
        onCancel={reset}
        onStop={stop}
        onRetry={retry}
        formFields={["instruction"]}
      >
        {(done) => (
          <SuggestedChange
            name={name}
            current={current}
            proposed={proposedOf(done.value)}
            simulated={done.simulated}
            isPending={isSaving}
            onAccept={() => void handleAccept(done.value)}
            onDiscard={handleClose}
          />
        )}
      </AiRunView>
    </section>
  );
}
