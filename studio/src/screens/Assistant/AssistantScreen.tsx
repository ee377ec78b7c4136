import { useRef, useState } from "react";
import type { FormEvent } from "react";
import { isApiErrorBody } from "@storyloom/api/client";
import type { AssistantView, CitationView } from "@storyloom/api/client";
import { Link } from "react-router";
import { AiRunError } from "../../api/aiRun.ts";
import type { AiRunResult } from "../../api/aiRun.ts";
import {
  askAssistant,
  useAssistantMessages,
  useAssistants,
  useCreateAssistant,
  useDeleteAssistant,
  useRefreshMessages,
  useRenameAssistant,
  useSyncAssistant,
} from "../../api/assistant.ts";
import { useBook } from "../../api/books.ts";
import { errorMessageOf } from "../../api/errors.ts";
import type { Id } from "../../api/session.ts";
import { AiRunCost, SimulatedBadge, useIsAiConfigured } from "../../components/AiRunStatus/AiRunStatus.tsx";
import { BookNotFound } from "../../components/BookNotFound/BookNotFound.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx";
import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { useToast } from "../../components/Toasts/useToast.ts";
import { paths } from "../../paths.ts";
import { parseId } from "../Books/bookLabels.ts";
import { useBookParams } from "../routeParams.ts";
import styles from "./AssistantScreen.module.css";

const crumbs = [{ label: "Books", to: paths.books() }];
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

function Citations({ bookId, citations }: { bookId: Id; citations: readonly CitationView[] }) {
  if (citations.length === 0) return null;
  return (
    <ol className={styles.citations} aria-label="Passages it answered from">
      {citations.map((citation) => (
        <li key={`${citation.chapterId}-${citation.firstParagraph}`}>
          <Link to={paths.chapter(String(bookId), String(citation.chapterId))}>
            Chapter {citation.chapterNumber}
            {citation.chapterTitle ? `: ${citation.chapterTitle}` : ""}, from paragraph {citation.firstParagraph}
          </Link>
          <span className={styles.excerpt}>{citation.excerpt}</span>
        </li>
      ))}
    </ol>
  );
}

/** Why a question was refused, with where to go when there is somewhere. */
function refusalOf(error: unknown): { message: string; toAi: boolean } {
  if (error instanceof AiRunError) return { message: error.message, toAi: error.status === 403 || error.status === 402 || error.code.startsWith("ai_") };
  return { message: isApiErrorBody(error) ? error.error.message : errorMessageOf(error), toAi: false };
}

function Conversation({ bookId, assistant }: { bookId: Id; assistant: AssistantView }) {
  const toast = useToast();
  const messages = useAssistantMessages(bookId, assistant.id);
  const refresh = useRefreshMessages();
  const sync = useSyncAssistant(bookId);
  const [question, setQuestion] = useState("");
  const [asking, setAsking] = useState<{ question: string; citations: CitationView[]; text: string } | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; toAi: boolean } | null>(null);
  // What the last answer of this visit cost, shown under it as the editor's AI panel shows a run's.
  const [lastAnswer, setLastAnswer] = useState<{ messageId: number; cost: AiRunResult["cost"] } | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Answers of the local simulator say so, as the editor's AI panel does: they are not a model's.
  const { isSimulated } = useIsAiConfigured();

  async function handleAsk(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const content = question.trim();
    if (!content || asking) return;
    setRefusal(null);
    setAsking({ question: content, citations: [], text: "" });
    controller.current = new AbortController();
    try {
      const answer = await askAssistant({
        bookId,
        assistantId: assistant.id,
        content,
        signal: controller.current.signal,
        onCitations: (citations) => setAsking((current) => (current ? { ...current, citations } : current)),
        onText: (text) => setAsking((current) => (current ? { ...current, text: current.text + text } : current)),
      });
      setLastAnswer({ messageId: answer.message.id, cost: answer.cost });
      setQuestion("");
    } catch (error) {
      if (!controller.current.signal.aborted) setRefusal(refusalOf(error));
    } finally {
      await refresh(bookId, assistant.id);
      setAsking(null);
      controller.current = null;
    }
  }

  const items = messages.data?.items ?? [];
  return (
    <>
      <div className={styles.toolbar}>
        <button
          type="button"
          className="button"
          disabled={sync.isPending}
          onClick={() =>
            sync.mutate(assistant.id, {
              onSuccess: (answer) =>
                toast.success(
                  answer.indexed === 0
                    ? "The assistant already knows every chapter as it is."
                    : `${answer.indexed} ${answer.indexed === 1 ? "chapter" : "chapters"} read again.`,
                ),
              onError: (error) => toast.error(errorMessageOf(error)),
            })
          }
        >
          {sync.isPending ? "Reading the book…" : "Read the book again"}
        </button>
        <span className={styles.muted}>
          {assistant.lastSyncedAt
            ? `Last read ${dateFormat.format(new Date(assistant.lastSyncedAt))}. After editing chapters, have it read the book again.`
            : "It reads the book when you first ask."}
        </span>
      </div>
      {messages.isPending && <p role="status">Loading the conversation…</p>}
      {messages.isError && (
        <LoadFailed
          title="The conversation could not be loaded"
          error={messages.error}
          onRetry={() => void messages.refetch()}
          isRetrying={messages.isFetching}
        />
      )}
      {messages.data && items.length === 0 && !asking && (
        <EmptyState title="Ask about your book">
          <p>
            Who is a character, where did something happen, what did a chapter say: the assistant answers from your chapters and story bible, and shows the
            passages it used.
          </p>
        </EmptyState>
      )}
      <ol className={styles.conversation} aria-label="Conversation" aria-live="polite">
        {items.map((message) => (
          <li key={message.id} className={`${styles.message} ${message.role === "USER" ? styles.question : ""}`}>
            <p className={styles.who}>
              {message.role === "USER" ? "You asked" : "The assistant"} {message.role === "ASSISTANT" && isSimulated && <SimulatedBadge />}
            </p>
            <p className={styles.text}>{message.content}</p>
            {message.role === "ASSISTANT" && <Citations bookId={bookId} citations={message.citations} />}
            {lastAnswer?.messageId === message.id && <AiRunCost cost={lastAnswer.cost} />}
          </li>
        ))}
        {asking && (
          <>
            <li className={`${styles.message} ${styles.question}`}>
              <p className={styles.who}>You asked</p>
              <p className={styles.text}>{asking.question}</p>
            </li>
            <li className={styles.message} aria-busy="true">
              <p className={styles.who}>The assistant {isSimulated && <SimulatedBadge />}</p>
              <p className={styles.text}>{asking.text || "Reading the passages…"}</p>
              <Citations bookId={bookId} citations={asking.citations} />
            </li>
          </>
        )}
      </ol>
      {refusal && (
        <p role="alert">
          {refusal.message} {refusal.toAi && <Link to={paths.ai()}>Open the AI page</Link>}
        </p>
      )}
      <form className={styles.ask} onSubmit={(event) => void handleAsk(event)} aria-label="Ask the assistant">
        <label htmlFor="assistant-question">Your question</label>
        <textarea
          id="assistant-question"
          value={question}
          maxLength={2000}
          onChange={(event) => setQuestion(event.target.value)}
          placeholder="What colour are Wren's eyes?"
        />
        <div className={styles.toolbar}>
          <button type="submit" className="button button-primary" disabled={asking !== null || question.trim() === ""}>
            Ask
          </button>
          {asking && (
            <button type="button" className="button" onClick={() => controller.current?.abort()}>
              Stop
            </button>
          )}
        </div>
      </form>
    </>
  );
}

function AssistantPage({ bookId }: { bookId: Id }) {
  const toast = useToast();
  const book = useBook(bookId);
  const assistants = useAssistants(bookId);
  const create = useCreateAssistant(bookId);
  const rename = useRenameAssistant(bookId);
  const remove = useDeleteAssistant(bookId);
  const [chosen, setChosen] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const list = assistants.data?.items ?? [];
  const current = list.find((assistant) => assistant.id === chosen) ?? list[0] ?? null;
  const title = book.data?.book.title ?? "Book";
  const id = String(bookId);

  return (
    <div className={styles.screen}>
      <PageHeader title={`Assistant: ${title}`} breadcrumbs={[...crumbs, { label: title, to: paths.book(id) }]}>
        <p>
          Ask your book questions; answers come from its chapters and story bible, with the passages they rest on. ·{" "}
          <Link to={paths.bookStoryBible(id)}>Story bible</Link> · <Link to={paths.bookEditor(id)}>Editor</Link>
        </p>
      </PageHeader>
      {assistants.isPending && <p role="status">Loading the assistant…</p>}
      {assistants.isError && (
        <LoadFailed
          title="The assistant could not be loaded"
          error={assistants.error}
          onRetry={() => void assistants.refetch()}
          isRetrying={assistants.isFetching}
        />
      )}
      {assistants.data && list.length === 0 && (
        <EmptyState
          title="No assistant for this book yet"
          actions={
            <button
              type="button"
              className="button button-primary"
              disabled={create.isPending}
              onClick={() => create.mutate(undefined, { onError: (error) => toast.error(errorMessageOf(error)) })}
            >
              Start the assistant
            </button>
          }
        >
          <p>
            It reads your chapters (and reads them again when you ask), and answers what you ask about the book. Each answer is an AI call paid from your AI
            balance.
          </p>
        </EmptyState>
      )}
      {current && (
        <>
          <div className={styles.toolbar}>
            <label htmlFor="assistant-choice">Assistant</label>
            <select id="assistant-choice" value={current.id} onChange={(event) => setChosen(Number(event.target.value))}>
              {list.map((assistant) => (
                <option key={assistant.id} value={assistant.id}>
                  {assistant.name}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button"
              disabled={create.isPending}
              onClick={() => create.mutate(`Assistant ${list.length + 1}`, { onSuccess: ({ assistant }) => setChosen(assistant.id) })}
            >
              New conversation
            </button>
            <button type="button" className="button" onClick={() => setRenaming(current.name)}>
              Rename
            </button>
            <button type="button" className="button" onClick={() => setDeleting(true)}>
              Delete
            </button>
          </div>
          {renaming !== null && (
            <form
              className={styles.toolbar}
              aria-label="Rename the assistant"
              onSubmit={(event) => {
                event.preventDefault();
                rename.mutate(
                  { assistantId: current.id, name: renaming },
                  { onSuccess: () => setRenaming(null), onError: (error) => toast.error(errorMessageOf(error)) },
                );
              }}
            >
              <label htmlFor="assistant-name">New name</label>
              <input id="assistant-name" value={renaming} maxLength={80} onChange={(event) => setRenaming(event.target.value)} autoFocus />
              <button type="submit" className="button button-primary" disabled={rename.isPending || renaming.trim() === ""}>
                Save
              </button>
              <button type="button" className="button" onClick={() => setRenaming(null)}>
                Cancel
              </button>
            </form>
          )}
          <Conversation key={current.id} bookId={bookId} assistant={current} />
          <ConfirmDialog
            open={deleting}
            title={`Delete “${current.name}”?`}
            confirmLabel="Delete"
            tone="danger"
            isPending={remove.isPending}
            onCancel={() => setDeleting(false)}
            onConfirm={() =>
              remove.mutate(current.id, {
                onSuccess: () => {
                  setChosen(null);
                  toast.success("The assistant and its conversation are deleted.");
                },
                onError: (error) => toast.error(errorMessageOf(error)),
                onSettled: () => setDeleting(false),
              })
            }
          >
            <p>Its conversation goes with it. Your book is not changed.</p>
          </ConfirmDialog>
        </>
      )}
    </div>
  );
}

/** /books/{id}/assistant: ask the book questions, answered from its chapters with the passages cited. */
export function AssistantScreen() {
  const { bookId } = useBookParams();
  const id = parseId(bookId);
  if (id === null) return <BookNotFound backLink={false} />;
  return <AssistantPage key={id} bookId={id} />;
}
