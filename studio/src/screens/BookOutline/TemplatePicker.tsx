import { useState } from "react";
import type { FormEvent } from "react";
import type { OutlineTemplateView } from "@storyloom/api/client";
import { errorMessageOf } from "../../api/errors.ts";
import { fieldErrorsOf } from "../../api/fieldErrors.ts";
import {
  useApplyOutlineTemplate,
  useCreateOutlineTemplate,
  useDeleteOutlineTemplate,
  useOutlineTemplates,
  useUpdateOutlineTemplate,
} from "../../api/outline.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx";
import { Field } from "../../components/Form/Field.tsx";
import { useToast } from "../../components/Toasts/useToast.ts";
import { actLabel } from "./outlineMoves.ts";
import styles from "./BookOutline.module.css";

type ApplyMode = "replace" | "append";

interface TemplatePickerProps {
  bookId: number;
  /** Whether the book has beats: applying then replaces or extends them, and the outline can be saved as a template. */
  hasBeats: boolean;
  announce: (message: string) => void;
}

function TemplatePreview({ template }: { template: OutlineTemplateView }) {
  return (
    <details className={styles.preview}>
      <summary>Preview its {template.beats.length} beats</summary>
      <ol>
        {template.beats.map((beat, index) => (
          <li key={index}>
            <strong>{beat.name}</strong> <span className={styles.muted}>({actLabel(beat.act)})</span>
            {beat.purpose && <> — {beat.purpose}</>}
          </li>
        ))}
      </ol>
    </details>
  );
}

function RenameTemplateForm({ template, onDone }: { template: OutlineTemplateView; onDone: () => void }) {
  const toast = useToast();
  const update = useUpdateOutlineTemplate();
  const [name, setName] = useState(template.name);
  const [description, setDescription] = useState(template.description ?? "");
  const errors = update.error ? fieldErrorsOf(update.error) : {};

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate(
      { id: template.id, body: { name, description } },
      {
        onSuccess: () => {
          toast.success("The template is saved.");
          onDone();
        },
      },
    );
  }

  return (
    <form className={styles.beatForm} onSubmit={handleSubmit} noValidate>
      <Field label="Template name" error={errors.name}>
        {(control) => <input {...control} value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />}
      </Field>
      <Field label="Template description" error={errors.description}>
        {(control) => <textarea {...control} rows={2} value={description} maxLength={2000} onChange={(event) => setDescription(event.target.value)} />}
      </Field>
      <div className={styles.formActions}>
        <button type="button" className="button" onClick={onDone} disabled={update.isPending}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={update.isPending}>
          Save template
        </button>
      </div>
    </form>
  );
}

/** The outline templates: the ones shipped with Storyloom and the author's own, to preview, apply, and keep. */
export function TemplatePicker({ bookId, hasBeats, announce }: TemplatePickerProps) {
  const toast = useToast();
  const templates = useOutlineTemplates();
  const apply = useApplyOutlineTemplate(bookId);
  const create = useCreateOutlineTemplate();
  const remove = useDeleteOutlineTemplate();
  const [toApply, setToApply] = useState<OutlineTemplateView | null>(null);
  const [mode, setMode] = useState<ApplyMode>("replace");
  const [toDelete, setToDelete] = useState<OutlineTemplateView | null>(null);
  const [renaming, setRenaming] = useState<number | null>(null);
  const [newName, setNewName] = useState("");
  const createErrors = create.error ? fieldErrorsOf(create.error) : {};

  function handleApply() {
    if (!toApply) return;
    const template = toApply;
    apply.mutate(
      { templateId: template.id, mode: hasBeats ? mode : "replace" },
      {
        onSuccess: () => {
          toast.success(`“${template.name}” is applied.`);
          announce(`The outline now follows “${template.name}”.`);
        },
        onError: (error) => toast.error(`The template was not applied: ${errorMessageOf(error)}`),
        onSettled: () => setToApply(null),
      },
    );
  }

  function handleSaveAsTemplate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate(
      { name: newName, bookId },
      {
        onSuccess: (answer) => {
          setNewName("");
          toast.success(`“${answer.outlineTemplate.name}” is saved among your templates.`);
        },
      },
    );
  }

  function handleConfirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => toast.success("The template is deleted."),
      onError: (error) => toast.error(errorMessageOf(error)),
      onSettled: () => setToDelete(null),
    });
  }

  const list = templates.data?.outlineTemplates ?? [];

  return (
    <section className={styles.templates} aria-labelledby="templates-heading">
      <h2 id="templates-heading">Outline templates</h2>
      {templates.isPending && <p role="status">Loading the templates…</p>}
      {templates.isError && (
        <p role="alert">
          The templates could not be loaded: {errorMessageOf(templates.error)}{" "}
          <button type="button" className="button button-small" onClick={() => void templates.refetch()}>
            Try again
          </button>
        </p>
      )}
      <ul className={styles.templateList} aria-labelledby="templates-heading">
        {list.map((template) => (
          <li key={template.id} className={styles.template} aria-label={template.name}>
            <h3 className={styles.templateName}>
              {template.name} {template.isDefault && <span className={styles.badge}>Suggested</span>}
              {!template.isGlobal && <span className={styles.badge}>Yours</span>}
            </h3>
            {template.description && <p className={styles.muted}>{template.description}</p>}
            <TemplatePreview template={template} />
            {renaming === template.id ? (
              <RenameTemplateForm template={template} onDone={() => setRenaming(null)} />
            ) : (
              <div className={styles.beatActions}>
                <button type="button" className="button button-small button-primary" aria-label={`Apply ${template.name}`} onClick={() => setToApply(template)}>
                  Apply
                </button>
                {!template.isGlobal && (
                  <>
                    <button type="button" className="button button-small" aria-label={`Edit ${template.name}`} onClick={() => setRenaming(template.id)}>
                      Edit
                    </button>
                    <button type="button" className="button button-small" aria-label={`Delete ${template.name}`} onClick={() => setToDelete(template)}>
                      Delete
                    </button>
                  </>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>

      <form className={styles.beatForm} onSubmit={handleSaveAsTemplate} noValidate>
        <h3>Save this outline as a template</h3>
        <Field
          label="New template name"
          hint={hasBeats ? "Keeps this book's beats, without its chapters." : "Add beats to the outline first."}
          error={createErrors.name ?? createErrors.bookId}
        >
          {(control) => <input {...control} value={newName} maxLength={100} disabled={!hasBeats} onChange={(event) => setNewName(event.target.value)} />}
        </Field>
        <div className={styles.formActions}>
          <button type="submit" className="button" disabled={!hasBeats || create.isPending}>
            Save as template
          </button>
        </div>
      </form>

      <ConfirmDialog
        open={toApply !== null}
        title={`Apply “${toApply?.name ?? ""}”?`}
        confirmLabel="Apply template"
        isPending={apply.isPending}
        onConfirm={handleApply}
        onCancel={() => setToApply(null)}
      >
        {hasBeats ? (
          <fieldset className={styles.modes}>
            <legend>What happens to the beats you have</legend>
            <label>
              <input type="radio" name="apply-mode" value="replace" checked={mode === "replace"} onChange={() => setMode("replace")} /> Replace them. Their
              chapters are kept: each moves to the template&apos;s first beat of the same act.
            </label>
            <label>
              <input type="radio" name="apply-mode" value="append" checked={mode === "append"} onChange={() => setMode("append")} /> Keep them, and add the
              template&apos;s beats after them.
            </label>
          </fieldset>
        ) : (
          <p>The book gets the template&apos;s {toApply?.beats.length ?? 0} beats. Your chapters are kept, ready to be placed under them.</p>
        )}
      </ConfirmDialog>

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this template?"
        confirmLabel="Delete template"
        tone="danger"
        isPending={remove.isPending}
        onConfirm={handleConfirmDelete}
        onCancel={() => setToDelete(null)}
      >
        <p>“{toDelete?.name ?? ""}” will be deleted. Books whose outline came from it keep their beats.</p>
      </ConfirmDialog>
    </section>
  );
}
