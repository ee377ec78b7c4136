import { useState } from "react";
import { useSearchParams } from "react-router";
import type { AiModelView, StoryToolView } from "@storyloom/api/client";
import { useAiStatus } from "../../api/ai.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { useDeleteStoryTool, useStoryTools, useUpdateStoryToolSettings } from "../../api/storyTools.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx";
import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { useToast } from "../../components/Toasts/useToast.ts";
import { StoryToolDetails } from "./StoryToolDetails.tsx";
import { StoryToolForm } from "./StoryToolForm.tsx";
import { StoryToolList } from "./StoryToolList.tsx";
import { modeOf, searchOf } from "./screenMode.ts";
import type { ScreenMode } from "./screenMode.ts";
import styles from "./CustomStoryTools.module.css";

interface ToolsViewProps {
  tools: readonly StoryToolView[];
  mode: ScreenMode;
  go: (mode: ScreenMode) => void;
  announce: (message: string) => void;
}

/** The models the form offers come with the server's AI status (the price table). */
function EditorView({ tools, mode, go, announce }: ToolsViewProps) {
  const status = useAiStatus();
  if (status.isPending) return <p role="status">Loading the AI models…</p>;
  if (status.isError) return <LoadFailed title="The AI models could not be loaded" error={status.error} onRetry={() => void status.refetch()} />;
  const models: readonly AiModelView[] = status.data.status.models;
  const tool = mode.kind === "edit" ? (tools.find((candidate) => candidate.id === mode.id) ?? null) : null;
  if (mode.kind === "edit" && (!tool || tool.isGlobal)) {
    return (
      <EmptyState
        title="This tool can't be edited"
        actions={
          <button type="button" className="button" onClick={() => go({ kind: "list" })}>
            Back to the tools
          </button>
        }
      >
        <p>It is not one of your tools: it was deleted, or it ships with Storyloom and can only be viewed.</p>
      </EmptyState>
    );
  }
  return (
    <StoryToolForm
      // A new form for each tool: nothing typed for one shows in another.
      key={tool?.id ?? "new"}
      tool={tool}
      models={models}
      onSaved={(saved) => {
        announce(`“${saved.name}” is saved.`);
        go({ kind: "list" });
      }}
      onCancel={() => go({ kind: "list" })}
      announce={announce}
    />
  );
}

function DetailsView({ tools, mode, go }: ToolsViewProps) {
  const status = useAiStatus();
  const tool = mode.kind === "view" ? tools.find((candidate) => candidate.id === mode.id) : undefined;
  if (!tool) {
    return (
      <EmptyState
        title="This tool was not found"
        actions={
          <button type="button" className="button" onClick={() => go({ kind: "list" })}>
            Back to the tools
          </button>
        }
      >
        <p>It may have been deleted.</p>
      </EmptyState>
    );
  }
  return <StoryToolDetails tool={tool} models={status.data?.status.models ?? []} onClose={() => go({ kind: "list" })} />;
}

function ListView({ tools, go, announce }: ToolsViewProps) {
  const toast = useToast();
  const remove = useDeleteStoryTool();
  const settings = useUpdateStoryToolSettings();
  const [toDelete, setToDelete] = useState<StoryToolView | null>(null);
  const own = tools.filter((tool) => !tool.isGlobal);
  const shipped = tools.filter((tool) => tool.isGlobal);

  function handleDelete() {
    if (!toDelete) return;
    const { id, name } = toDelete;
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(`“${name}” is deleted.`);
        announce(`“${name}” is deleted.`);
      },
      onError: (error) => toast.error(`The tool was not deleted: ${errorMessageOf(error)}`),
      onSettled: () => setToDelete(null),
    });
  }

  function handleToggleHidden(tool: StoryToolView, isHidden: boolean) {
    settings.mutate(
      { id: tool.id, body: { isHidden } },
      {
        onSuccess: () => announce(isHidden ? `“${tool.name}” is hidden from the editor.` : `“${tool.name}” is shown in the editor.`),
        onError: (error) => toast.error(errorMessageOf(error)),
      },
    );
  }

  const listProps = {
    onView: (tool: StoryToolView) => go({ kind: "view", id: tool.id }),
    onEdit: (tool: StoryToolView) => go({ kind: "edit", id: tool.id }),
    onDelete: setToDelete,
    onToggleHidden: handleToggleHidden,
    savingSettingsOf: settings.isPending ? (settings.variables?.id ?? null) : null,
  };

  return (
    <>
      <div className={styles.toolbar}>
        <button type="button" className="button button-primary" onClick={() => go({ kind: "new" })}>
          New tool
        </button>
      </div>
      <section className={styles.section} aria-labelledby="own-tools-heading">
        <div className={styles.sectionHeader}>
          <h2 id="own-tools-heading">Your tools</h2>
        </div>
        {own.length === 0 ? (
          <EmptyState title="You have no tools of your own yet">
            <p>Write the instructions once, choose a model, add steps that refine the result, and run the tool on your text in the editor.</p>
          </EmptyState>
        ) : (
          <StoryToolList label="Your tools" tools={own} isEditable {...listProps} />
        )}
      </section>
      <section className={styles.section} aria-labelledby="shipped-tools-heading">
        <div className={styles.sectionHeader}>
          <h2 id="shipped-tools-heading">Shipped with Storyloom</h2>
          <p>Ready to use in every book they suit. View one to see how it is made.</p>
        </div>
        <StoryToolList label="Shipped with Storyloom" tools={shipped} isEditable={false} {...listProps} />
      </section>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this tool?"
        confirmLabel="Delete tool"
        tone="danger"
        isPending={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setToDelete(null)}
      >
        <p>“{toDelete?.name}” and its steps will be deleted. The text it wrote in your books stays.</p>
      </ConfirmDialog>
    </>
  );
}

/** /custom-story-tools: the shipped tools (to view) and the author's own (to create, edit, delete). */
export function CustomStoryToolsScreen() {
  const tools = useStoryTools();
  const [searchParams, setSearchParams] = useSearchParams();
  const [announcement, setAnnouncement] = useState("");
  const mode = modeOf(searchParams);
  const go = (next: ScreenMode) => setSearchParams(searchOf(next));

  let content;
  if (tools.isPending) content = <p role="status">Loading your story tools…</p>;
  else if (tools.isError)
    content = (
      <LoadFailed title="Your story tools could not be loaded" error={tools.error} onRetry={() => void tools.refetch()} isRetrying={tools.isFetching} />
    );
  else {
    const props: ToolsViewProps = { tools: tools.data.storyTools, mode, go, announce: setAnnouncement };
    if (mode.kind === "new" || mode.kind === "edit") content = <EditorView {...props} />;
    else if (mode.kind === "view") content = <DetailsView {...props} />;
    else content = <ListView {...props} />;
  }

  return (
    <div className={styles.screen}>
      <PageHeader title="Custom story tools">
        <p>AI tools you design yourself and run on your text in the editor: their instructions, model and steps.</p>
      </PageHeader>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {content}
    </div>
  );
}
