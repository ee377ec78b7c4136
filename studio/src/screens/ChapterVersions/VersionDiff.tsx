import { useMemo } from "react";
import { paragraphsOf } from "../../editor/chapterMarkup.ts";
import styles from "./ChapterVersionsScreen.module.css";
import { compareTexts } from "./wordDiff.ts";
import type { Segment } from "./wordDiff.ts";

interface VersionDiffProps {
  versionLabel: string;
  versionMarkup: string | null;
  currentMarkup: string | null;
}

function Segments({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((segment, index) => {
        // Segments never reorder: their index is their identity.
        if (segment.change === "removed") return <del key={index}>{segment.text}</del>;
        if (segment.change === "added") return <ins key={index}>{segment.text}</ins>;
        return <span key={index}>{segment.text}</span>;
      })}
    </>
  );
}

/**
 * A version beside the chapter's current text, word by word: what the current
 * text no longer has is struck through in the version, what it added is
 * underlined in it (marked up as <del> and <ins>, so not by colour alone).
 * Its own chunk: the diff library loads only when a version is compared.
 */
export function VersionDiff({ versionLabel, versionMarkup, currentMarkup }: VersionDiffProps) {
  const comparison = useMemo(() => compareTexts(paragraphsOf(versionMarkup), paragraphsOf(currentMarkup)), [versionMarkup, currentMarkup]);

  if (!comparison) {
    return (
      <div className={styles.columns}>
        <p className={styles.tooDifferent}>These texts are too different to compare word by word; here they are side by side.</p>
        <section aria-label={`Text of ${versionLabel}`} className={styles.column}>
          <h3>This version</h3>
          <div className={styles.text} data-testid="compared-text">
            {paragraphsOf(versionMarkup).join("\n\n")}
          </div>
        </section>
        <section aria-label="Current text" className={styles.column}>
          <h3>Current text</h3>
          <div className={styles.text} data-testid="compared-text">
            {paragraphsOf(currentMarkup).join("\n\n")}
          </div>
        </section>
      </div>
    );
  }

  const isSame = comparison.addedWords === 0 && comparison.removedWords === 0 && comparison.before.every((segment) => segment.change === "same");
  return (
    <>
      <p className={styles.summary}>
        {isSame
          ? "This version's text is the same as the current text."
          : `Since this version: ${comparison.addedWords.toLocaleString()} ${comparison.addedWords === 1 ? "word" : "words"} added, ${comparison.removedWords.toLocaleString()} removed.`}
      </p>
      <dl className={styles.legend} aria-label="How changes are marked">
        <div>
          <dt>
            <del>Struck through</del>
          </dt>
          <dd>in this version, gone from the current text</dd>
        </div>
        <div>
          <dt>
            <ins>Underlined</ins>
          </dt>
          <dd>in the current text, new since this version</dd>
        </div>
      </dl>
      <div className={styles.columns}>
        <section aria-label={`Text of ${versionLabel}`} className={styles.column}>
          <h3>This version</h3>
          <div className={styles.text} data-testid="compared-text">
            <Segments segments={comparison.before} />
          </div>
        </section>
        <section aria-label="Current text" className={styles.column}>
          <h3>Current text</h3>
          <div className={styles.text} data-testid="compared-text">
            <Segments segments={comparison.after} />
          </div>
        </section>
      </div>
    </>
  );
}
