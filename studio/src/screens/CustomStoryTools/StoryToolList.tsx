import { useId } from "react";
import type { StoryToolView } from "@storyloom/api/client";
import { storyTypeLabel, stepCountLabel, toolTypeLabel } from "./storyToolLabels.ts";
import styles from "./CustomStoryTools.module.css";

interface StoryToolCardProps {
  tool: StoryToolView;
  onView: () => void;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  onToggleHidden: (isHidden: boolean) => void;
  isSavingSettings: boolean;
}

/** One tool: icon, name, what it does, and what can be done with it (a shipped tool is only viewed). */
function StoryToolCard({ tool, onView, onEdit, onDelete, onToggleHidden, isSavingSettings }: StoryToolCardProps) {
  const headingId = useId();
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        {tool.icon ? (
          <img src={tool.icon} alt="" className={styles.icon} width={40} height={40} />
        ) : (
          <span className={styles.iconPlaceholder} aria-hidden="true">
            {tool.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <h3 id={headingId} className={styles.cardName}>
          {tool.name}
        </h3>
      </div>
      <ul className={styles.tags} aria-label="About this tool">
        <li className={styles.tag}>{toolTypeLabel[tool.type]}</li>
        <li className={styles.tag}>{storyTypeLabel[tool.storyType]}</li>
        <li className={styles.tag}>{stepCountLabel(tool)}</li>
      </ul>
      {tool.description && <p className={styles.description}>{tool.description}</p>}
      <label className={styles.hideToggle}>
        <input type="checkbox" checked={!tool.settings.isHidden} disabled={isSavingSettings} onChange={(event) => onToggleHidden(!event.target.checked)} />
        <span>
          Show in the editor<span className="visually-hidden">: {tool.name}</span>
        </span>
      </label>
      <div className={styles.cardActions}>
        <button type="button" className="button button-small" onClick={onView}>
          View<span className="visually-hidden"> {tool.name}</span>
        </button>
        {onEdit && (
          <button type="button" className="button button-small" onClick={onEdit}>
            Edit<span className="visually-hidden"> {tool.name}</span>
          </button>
        )}
        {onDelete && (
          <button type="button" className="button button-small" onClick={onDelete}>
            Delete<span className="visually-hidden"> {tool.name}</span>
          </button>
        )}
      </div>
    </li>
  );
}

interface StoryToolListProps {
  label: string;
  tools: readonly StoryToolView[];
  /** Own tools can be edited and deleted; shipped ones only viewed. */
  isEditable: boolean;
  onView: (tool: StoryToolView) => void;
  onEdit: (tool: StoryToolView) => void;
  onDelete: (tool: StoryToolView) => void;
  onToggleHidden: (tool: StoryToolView, isHidden: boolean) => void;
  /** The tool whose settings are being saved. */
  savingSettingsOf: number | null;
}

export function StoryToolList({ label, tools, isEditable, onView, onEdit, onDelete, onToggleHidden, savingSettingsOf }: StoryToolListProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {tools.map((tool) => (
        <StoryToolCard
          key={tool.id}
          tool={tool}
          onView={() => onView(tool)}
          onEdit={isEditable ? () => onEdit(tool) : undefined}
          onDelete={isEditable ? () => onDelete(tool) : undefined}
          onToggleHidden={(isHidden) => onToggleHidden(tool, isHidden)}
          isSavingSettings={savingSettingsOf === tool.id}
        />
      ))}
    </ul>
  );
}
