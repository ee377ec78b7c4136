import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import type { ChapterVersionSummaryView } from "@storyloom/api/client";
import formStyles from "../../components/Form/Form.module.css";
import styles from "./ChapterVersionsScreen.module.css";
import { versionDateLabel, versionDisplayName, versionKindLabels, versionKindOf } from "./versionKinds.ts";

/** A version's name as the API accepts it (chapterVersions schema). */
const VERSION_NAME_MAX = 100;

interface VersionListProps {
  versions: ChapterVersionSummaryView[];
  selectedId: number | null;
  isRenaming: boolean;
  onSelect: (version: ChapterVersionSummaryView) => void;
  /** Resolves true once the new name is kept. */
  onRename: (version: ChapterVersionSummaryView, versionName: string) => Promise<boolean>;
}

function RenameForm({
  version,
  isPending,
  onSave,
  onDone,
}: {
  version: ChapterVersionSummaryView;
  isPending: boolean;
  onSave: (name: string) => void;
  onDone: () => void;
}) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(version.versionName ?? "");

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (name.trim()) onSave(name.trim());
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      onDone();
    }
  }

  return (
    <form className={styles.renameForm} onSubmit={handleSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        New name for {versionDisplayName(version)}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className={formStyles.control}
        value={name}
        maxLength={VERSION_NAME_MAX}
        required
        onChange={(event) => setName(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      <button type="submit" className="button button-small button-primary" disabled={isPending || !name.trim()}>
        Save name
      </button>
      <button type="button" className="button button-small" onClick={onDone} disabled={isPending}>
        Cancel
      </button>
    </form>
  );
}

/** One page of a chapter's versions: name (renamed in place), kind, when, words; choose one to compare. */
export function VersionList({ versions, selectedId, isRenaming, onSelect, onRename }: VersionListProps) {
  const [renamingId, setRenamingId] = useState<number | null>(null);
  const [focusRenameOf, setFocusRenameOf] = useState<number | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);

  // The Rename button is back in the DOM once the form is gone: the focus returns to it.
  useEffect(() => {
    if (focusRenameOf === null) return;
    tableRef.current?.querySelector<HTMLButtonElement>(`[data-rename="${focusRenameOf}"]`)?.focus();
    setFocusRenameOf(null);
  }, [focusRenameOf]);

  function finishRenaming(versionId: number) {
    setRenamingId(null);
    setFocusRenameOf(versionId);
  }

  async function handleSave(version: ChapterVersionSummaryView, name: string) {
    if (await onRename(version, name)) finishRenaming(version.id);
  }

  return (
    <table ref={tableRef} className={styles.table}>
      <caption className="visually-hidden">Versions of this chapter, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Kind</th>
          <th scope="col">Kept</th>
          <th scope="col">Words</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {versions.map((version) => {
          const name = versionDisplayName(version);
          const isSelected = version.id === selectedId;
          return (
            <tr key={version.id} data-selected={isSelected}>
              <th scope="row" className={styles.nameCell}>
                {renamingId === version.id ? (
                  <RenameForm
                    version={version}
                    isPending={isRenaming}
                    onSave={(newName) => void handleSave(version, newName)}
                    onDone={() => finishRenaming(version.id)}
                  />
                ) : (
                  name
                )}
              </th>
              <td>{versionKindLabels[versionKindOf(version.versionName)]}</td>
              <td>{versionDateLabel(version)}</td>
              <td>{version.wordCount.toLocaleString()}</td>
              <td className={styles.actionsCell}>
                <button
                  type="button"
                  className="button button-small"
                  aria-pressed={isSelected}
                  aria-label={`Compare ${name}`}
                  onClick={() => onSelect(version)}
                >
                  Compare
                </button>
                {renamingId !== version.id && (
                  <button
                    type="button"
                    className="button button-small"
                    data-rename={version.id}
                    aria-label={`Rename ${name}`}
                    onClick={() => setRenamingId(version.id)}
                  >
                    Rename
                  </button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
