import { useState } from "react";
import type { AiModelView, AiPlotTemplateView } from "@storyloom/api/client";
import { useAiStatus } from "../../api/ai.ts";
import { useAiPlotTemplates } from "../../api/aiPlotTemplates.ts";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { PromptTemplateForm } from "./PromptTemplateForm.tsx";
import { PromptTemplatePreview } from "./PromptTemplatePreview.tsx";
import { templatePurpose } from "./promptTemplateDraft.ts";
import aiStyles from "./AiScreen.module.css";
import styles from "./PromptTemplates.module.css";

/**
 * One template, folded until the author opens it. Its form is made on the
 * first opening and kept after, so folding it never throws edits away.
 */
function PromptTemplateItem({ template, models }: { template: AiPlotTemplateView; models: readonly AiModelView[] }) {
  const [hasOpened, setHasOpened] = useState(false);
  const [isDirty, setIsDirty] = useState(false);
  return (
    <details className={styles.template} onToggle={(event) => event.currentTarget.open && setHasOpened(true)}>
      <summary className={styles.summary}>
        <span className={styles.name}>{template.name}</span>
        <span className={styles.purpose}>{templatePurpose[template.type]}</span>
        {template.isCustomized && <span className={styles.badge}>Your version</span>}
      </summary>
      {hasOpened && (
        <div className={styles.body}>
          <PromptTemplateForm template={template} models={models} onDirtyChange={setIsDirty} />
          <PromptTemplatePreview template={template} isDirty={isDirty} />
        </div>
      )}
    </details>
  );
}

/**
 * The AI plot templates (docs/decisions/studio.md, AI plot templates editor): the
 * instructions the tools that create ideas, lore, characters, beats and scenes
 * start from. The author edits their own version of each, previews what it
 * sends for one of their books, and can go back to the product's default.
 */
export function PromptTemplatesSection() {
  const templates = useAiPlotTemplates();
  const status = useAiStatus();
  const models = status.data?.status.models ?? [];
  return (
    <section className={aiStyles.panel} aria-labelledby="ai-templates-heading">
      <h2 id="ai-templates-heading">Prompt templates</h2>
      <p className={aiStyles.muted}>
        What the tools that create story ideas, lore, characters, beats and scenes are told. Edit one to have them write your way: the tool then uses your
        version, and the product&apos;s default stays one click away.
      </p>
      {templates.isPending && <p role="status">Loading the prompt templates…</p>}
      {templates.isError && (
        <LoadFailed
          title="The prompt templates could not be loaded"
          error={templates.error}
          onRetry={() => void templates.refetch()}
          isRetrying={templates.isFetching}
        />
      )}
      {templates.data && (
        <ul className={styles.list}>
          {templates.data.aiPlotTemplates.map((template) => (
            <li key={template.type}>
              <PromptTemplateItem template={template} models={models} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
