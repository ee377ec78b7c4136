import { useId, useRef } from "react";
import type { KeyboardEvent, ReactNode } from "react";
import { sidePanelTabs, tabAfterKey } from "./sidePanelTabs.ts";
import type { SidePanelTab } from "./sidePanelTabs.ts";
import styles from "./ChapterSidePanel.module.css";

interface ChapterSidePanelProps {
  /** Hidden, not unmounted, in focus mode: a tool's run or a form goes on. */
  isHidden: boolean;
  selected: SidePanelTab;
  onSelect: (tab: SidePanelTab) => void;
  /** Each tab's content. Every panel stays mounted while hidden: a running AI tool or a half-filled scene form survives a look at another tab. */
  panels: Record<SidePanelTab, ReactNode>;
}

/**
 * The tools beside the chapter's text (AI tools, continuity, scenes, audio) as
 * tabs, in a column that stays in view while the text scrolls; below the text
 * on a narrow screen.
 */
export function ChapterSidePanel({ isHidden, selected, onSelect, panels }: ChapterSidePanelProps) {
  const baseId = useId();
  const tabRefs = useRef(new Map<SidePanelTab, HTMLButtonElement>());

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = tabAfterKey(selected, event.key);
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    tabRefs.current.get(next)?.focus();
  }

  return (
    <div className={styles.panel} hidden={isHidden}>
      <div className={styles.tabs} role="tablist" aria-label="Chapter tools" onKeyDown={handleKeyDown}>
        {sidePanelTabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.id, element);
              else tabRefs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-controls={`${baseId}-panel-${tab.id}`}
            aria-selected={tab.id === selected}
            tabIndex={tab.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className={styles.scroller}>
        {sidePanelTabs.map((tab) => (
          <section
            key={tab.id}
            id={`${baseId}-panel-${tab.id}`}
            role="tabpanel"
            aria-labelledby={`${baseId}-tab-${tab.id}`}
            hidden={tab.id !== selected}
            className={styles.tabPanel}
          >
            {panels[tab.id]}
          </section>
        ))}
      </div>
    </div>
  );
}
