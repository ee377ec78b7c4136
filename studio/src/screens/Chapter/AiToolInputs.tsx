import { useId } from "react";
import type { ReactNode, RefObject } from "react";
import { Link } from "react-router";
import { useScenes } from "../../api/scenes.ts";
import { useCharacters } from "../../api/storyBible.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { paths } from "../../paths.ts";
import type { BookStoryToolView } from "@storyloom/api/client";
import { EDITOR_TOOLS, TOOL_GROUPS, sceneCardLabel } from "./aiToolRun.ts";
import type { EditorTool, ToolInputs } from "./aiToolRun.ts";
import styles from "./AiToolsPanel.module.css";

/** The tools in their groups (built-in ones, then "Your story tools"), with a line on the one chosen. */
export function ToolPicker({
  value,
  customTools,
  hint,
  disabled,
  onChange,
}: {
  value: string;
  customTools: readonly BookStoryToolView[];
  hint: string;
  disabled: boolean;
  onChange: (key: string) => void;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>Tool</label>
      <select id={id} value={value} aria-describedby={hintId} onChange={(event) => onChange(event.target.value)} disabled={disabled}>
        {TOOL_GROUPS.map((group) => (
          <optgroup key={group.id} label={group.label}>
            {EDITOR_TOOLS.filter((tool) => tool.group === group.id).map((tool) => (
              <option key={tool.id} value={tool.id}>
                {tool.label}
              </option>
            ))}
          </optgroup>
        ))}
        {customTools.length > 0 && (
          <optgroup label="Your story tools">
            {customTools.map((tool) => (
              <option key={tool.id} value={`custom:${tool.id}`}>
                {tool.name}
                {tool.stepCount > 1 ? ` (${tool.stepCount} steps)` : ""}
              </option>
            ))}
          </optgroup>
        )}
      </select>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
    </div>
  );
}

interface PickerProps {
  bookId: number;
  value: number | null;
  disabled: boolean;
  onChange: (id: number | null) => void;
}

/** A select of entries that may still be loading, fail, or be none at all; each of those says so in its place. */
function EntryPicker({
  label,
  state,
  entries,
  what,
  empty,
  value,
  disabled,
  onChange,
}: Omit<PickerProps, "bookId"> & {
  label: string;
  state: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  entries: Array<{ id: number; label: string }> | undefined;
  /** What the list is, as a sentence says it: "the scene cards". */
  what: string;
  empty: ReactNode;
}) {
  const id = useId();
  if (state.isPending) return <p role="status">Loading {what}…</p>;
  if (state.isError) {
    return (
      <p role="alert">
        {what.charAt(0).toUpperCase() + what.slice(1)} could not be loaded: {errorMessageOf(state.error)}{" "}
        <button type="button" className="button button-small" onClick={() => void state.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  if (!entries || entries.length === 0) return <p className={styles.hint}>{empty}</p>;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ""} disabled={disabled} onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}>
        <option value="">Choose…</option>
        {entries.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The chapter's scene cards (the Scenes panel's own list, from the same cache). */
function ScenePicker({ bookId, chapterId, ...props }: PickerProps & { chapterId: number }) {
  const scenes = useScenes(bookId, chapterId);
  const entries = scenes.data?.scenes.map((scene, index) => ({ id: scene.id, label: sceneCardLabel(scene, index) }));
  return (
    <EntryPicker
      {...props}
      label="Scene card"
      state={scenes}
      entries={entries}
      what="the scene cards"
      empty="This chapter has no scene cards yet: add one under Scenes, then pick it here."
    />
  );
}

/** The book's characters, from its story bible. */
function CharacterPicker({ bookId, ...props }: PickerProps) {
  const characters = useCharacters(bookId);
  const entries = characters.data?.characters.map((character) => ({ id: character.id, label: character.name }));
  const empty = (
    <>
      This book has no characters yet. <Link to={paths.bookStoryBible(String(bookId))}>Add them in the story bible</Link>.
    </>
  );
  return <EntryPicker {...props} label="Character" state={characters} entries={entries} what="the characters" empty={empty} />;
}

interface AiToolInputsProps {
  bookId: number;
  chapterId: number;
  /** The built-in tool chosen, or null for one of the author's own tools. */
  tool: EditorTool | null;
  /** The label of a custom tool's instructions, when it takes the author's. */
  customInstruction: string | null;
  inputs: ToolInputs;
  disabled: boolean;
  instructionRef: RefObject<HTMLTextAreaElement | null>;
  onChange: (changes: Partial<ToolInputs>) => void;
}

/** What the chosen tool needs besides the text: a scene card, a character, how many results, the author's instruction. */
export function AiToolInputs({ bookId, chapterId, tool, customInstruction, inputs, disabled, instructionRef, onChange }: AiToolInputsProps) {
  const countId = useId();
  const instructionId = useId();
  const instructionLabel = tool ? tool.instruction?.label : customInstruction;
  return (
    <>
      {tool?.pick === "scene" && (
        <ScenePicker bookId={bookId} chapterId={chapterId} value={inputs.sceneId} disabled={disabled} onChange={(sceneId) => onChange({ sceneId })} />
      )}
      {tool?.pick === "character" && (
        <CharacterPicker bookId={bookId} value={inputs.characterId} disabled={disabled} onChange={(characterId) => onChange({ characterId })} />
      )}
      {tool?.count && (
        <div className={styles.field}>
          <label htmlFor={countId}>{tool.count.label}</label>
          <select
            id={countId}
            className={styles.count}
            value={inputs.count}
            disabled={disabled}
            onChange={(event) => onChange({ count: Number(event.target.value) })}
          >
            {Array.from({ length: tool.count.max }, (_, index) => index + 1).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </div>
      )}
      {instructionLabel && (
        <div className={styles.field}>
          <label htmlFor={instructionId}>{instructionLabel}</label>
          <textarea
            id={instructionId}
            ref={instructionRef}
            rows={3}
            value={inputs.instruction}
            maxLength={2000}
            disabled={disabled}
            onChange={(event) => onChange({ instruction: event.target.value })}
          />
        </div>
      )}
    </>
  );
}
