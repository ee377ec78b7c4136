import { useId, useState } from "react";
import type { FormEvent } from "react";
import { Link } from "react-router";
import type { AiPlotTemplateView } from "@storyloom/api/client";
import { useAiStatus } from "../../api/ai.ts";
import { useCompileAiPlotTemplate } from "../../api/aiPlotTemplates.ts";
import { useBooks } from "../../api/books.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { fieldErrorsOf } from "../../api/fieldErrors.ts";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import { paths } from "../../paths.ts";
import { formatCost, formatCount, modelLabel } from "./aiLabels.ts";
import styles from "./PromptTemplates.module.css";

/** The author's most recently edited books, the ones a preview is most likely for. */
const RECENT_BOOKS = { search: "", sort: "updatedAt", page: 1 } as const;

/**
 * What the saved template sends for one of the author's books: the exact
 * instructions (placeholders filled, the tool's format rules after them), the
 * message, the model and the most a run would cost with the story bible the AI
 * reads first. Compiling charges nothing.
 */
export function PromptTemplatePreview({ template, isDirty }: { template: AiPlotTemplateView; isDirty: boolean }) {
  const books = useBooks(RECENT_BOOKS);
  const status = useAiStatus();
  const compile = useCompileAiPlotTemplate();
  const [bookId, setBookId] = useState("");
  const [request, setRequest] = useState("");
  const headingId = useId();
  const instructionsId = useId();
  const messageId = useId();
  const list = books.data?.items ?? [];
  const errors = fieldErrorsOf(compile.error);
  const shown = compile.data;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!bookId) return;
    compile.mutate({ id: template.id, body: { bookId: Number(bookId), ...(request.trim() ? { variables: { instruction: request.trim() } } : {}) } });
  }

  return (
    <form className={styles.preview} onSubmit={handleSubmit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.previewHeading}>
        Preview for a book
      </h3>
      <p className={formStyles.hint}>
        The exact instructions and message the tool would send for that book, and the most a run could cost. Nothing is charged.
        {isDirty && " The preview shows the saved template: save your changes to see them here."}
      </p>
      {books.isPending && <p role="status">Loading your books…</p>}
      {books.isError && (
        <p role="alert">
          Your books could not be loaded: {errorMessageOf(books.error)}{" "}
          <button type="button" className="button button-small" onClick={() => void books.refetch()}>
            Try again
          </button>
        </p>
      )}
      {books.data && list.length === 0 && (
        <p>
          You have no books yet. <Link to={paths.createBook()}>Create one</Link> to preview a template for it.
        </p>
      )}
      {list.length > 0 && (
        <div className={styles.previewFields}>
          <Field
            label="Book"
            hint={books.data && books.data.total > list.length ? `Your ${list.length} most recently edited books.` : undefined}
            error={errors.bookId}
          >
            {(control) => (
              <select {...control} className={formStyles.control} value={bookId} onChange={(event) => setBookId(event.target.value)}>
                <option value="">Choose a book…</option>
                {list.map((book) => (
                  <option key={book.id} value={book.id}>
                    {book.title}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Your request (optional)" hint="What {{instruction}} is filled with, as when you run the tool." error={errors["variables.instruction"]}>
            {(control) => (
              <input
                {...control}
                className={formStyles.control}
                value={request}
                maxLength={2000}
                autoComplete="off"
                onChange={(event) => setRequest(event.target.value)}
              />
            )}
          </Field>
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={!bookId || compile.isPending}>
              {compile.isPending ? "Preparing the preview…" : "Preview"}
            </button>
          </div>
        </div>
      )}
      {compile.isError && Object.keys(errors).length === 0 && (
        <p role="alert" className={formStyles.error}>
          {errorMessageOf(compile.error)}
        </p>
      )}
      {shown && !compile.isPending && (
        <div className={styles.compiled} data-testid="template-preview">
          <p role="status">
            Estimated cost: <strong>at most {formatCost(shown.estimate.cost)}</strong> with{" "}
            {modelLabel(status.data?.status.models, shown.prompt.service, shown.prompt.model)} ({formatCount(shown.estimate.inputTokens)} tokens in, counting
            the story bible the AI reads first; up to {formatCount(shown.estimate.outputTokens)} out).
          </p>
          <h4 id={instructionsId} className={styles.compiledHeading}>
            Compiled instructions
          </h4>
          {/* Long prompts scroll in their box: it takes the focus, so the keyboard can scroll it too. */}
          <pre className={styles.prompt} role="region" tabIndex={0} aria-labelledby={instructionsId}>
            {shown.prompt.instructions}
          </pre>
          <h4 id={messageId} className={styles.compiledHeading}>
            Compiled message
          </h4>
          <pre className={styles.prompt} role="region" tabIndex={0} aria-labelledby={messageId}>
            {shown.prompt.input}
          </pre>
        </div>
      )}
    </form>
  );
}
