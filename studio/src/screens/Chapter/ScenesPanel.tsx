import { useState } from "react";
import type { CreateSceneBody, SceneView } from "@storyloom/api/client";
import { errorMessageOf } from "../../api/errors.ts";
import { fieldErrorsOf } from "../../api/fieldErrors.ts";
import { useCreateScene, useDeleteScene, useMoveScene, useScenes, useUpdateScene } from "../../api/scenes.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx";
import { useToast } from "../../components/Toasts/useToast.ts";
import { SceneForm, resolutionLabels, sceneTypeLabels } from "./SceneForm.tsx";
import styles from "./ScenesPanel.module.css";

/**
 * The chapter's scenes beside its text: what each scene is for (type, goal,
 * conflict, outcome), added, edited, reordered and deleted here; a tab of the
 * side panel, so it never crowds the writing.
 */
export function ScenesPanel({ bookId, chapterId }: { bookId: number; chapterId: number }) {
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [deleting, setDeleting] = useState<SceneView | null>(null);
  const [status, setStatus] = useState("");
  const scenes = useScenes(bookId, chapterId);
  const create = useCreateScene(bookId, chapterId);
  const update = useUpdateScene(bookId, chapterId);
  const remove = useDeleteScene(bookId, chapterId);
  const move = useMoveScene(bookId, chapterId);
  const toast = useToast();
  const list = scenes.data?.scenes ?? [];

  function handleCreate(body: CreateSceneBody) {
    create.mutate(body, {
      onSuccess: () => {
        setEditing(null);
        setStatus("Scene added.");
      },
    });
  }

  function handleUpdate(sceneId: number, body: CreateSceneBody) {
    update.mutate(
      { sceneId, body },
      {
        onSuccess: () => {
          setEditing(null);
          setStatus("Scene saved.");
        },
      },
    );
  }

  function handleMove(scene: SceneView, orderIndex: number) {
    move.mutate(
      { sceneId: scene.id, orderIndex },
      {
        onSuccess: () => setStatus(`Scene moved to place ${orderIndex + 1} of ${list.length}.`),
        onError: (error) => toast.error(errorMessageOf(error)),
      },
    );
  }

  function handleDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        setStatus("Scene deleted.");
      },
      onError: (error) => {
        setDeleting(null);
        toast.error(errorMessageOf(error));
      },
    });
  }

  return (
    <div className={styles.body}>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      {scenes.isPending && <p role="status">Loading scenes…</p>}
      {scenes.isError && (
        <p role="alert">
          The scenes could not be loaded: {errorMessageOf(scenes.error)}{" "}
          <button type="button" className="button button-small" onClick={() => void scenes.refetch()}>
            Try again
          </button>
        </p>
      )}
      {scenes.data && list.length === 0 && editing !== "new" && <p className={styles.muted}>No scenes yet: plan what this chapter must achieve.</p>}
      {list.length > 0 && (
        <ol className={styles.list} aria-label="Scenes of this chapter">
          {list.map((scene, index) =>
            editing === scene.id ? (
              <li key={scene.id} className={styles.scene}>
                <SceneForm
                  scene={scene}
                  submitLabel="Save scene"
                  isPending={update.isPending}
                  errors={fieldErrorsOf(update.error)}
                  onSubmit={(body) => handleUpdate(scene.id, body)}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <li key={scene.id} className={styles.scene} data-testid="scene">
                <div className={styles.sceneHead}>
                  <strong>Scene {index + 1}</strong>
                  {scene.type && <span className={styles.tag}>{sceneTypeLabels[scene.type]}</span>}
                  {scene.isHidden && <span className={styles.muted}>Hidden</span>}
                </div>
                {scene.goal && (
                  <p className={styles.line}>
                    <span className={styles.muted}>Goal: </span>
                    {scene.goal}
                  </p>
                )}
                {scene.conflict && (
                  <p className={styles.line}>
                    <span className={styles.muted}>Conflict: </span>
                    {scene.conflict}
                  </p>
                )}
                {scene.resolution && (
                  <p className={styles.line}>
                    <span className={styles.muted}>Outcome: </span>
                    {resolutionLabels[scene.resolution]}
                  </p>
                )}
                <div className={styles.actions}>
                  <button type="button" className="button button-small" onClick={() => setEditing(scene.id)} aria-label={`Edit scene ${index + 1}`}>
                    Edit
                  </button>
                  <button
                    type="button"
                    className="button button-small"
                    onClick={() => handleMove(scene, index - 1)}
                    disabled={index === 0 || move.isPending}
                    aria-label={`Move scene ${index + 1} up`}
                  >
                    Up
                  </button>
                  <button
                    type="button"
                    className="button button-small"
                    onClick={() => handleMove(scene, index + 1)}
                    disabled={index === list.length - 1 || move.isPending}
                    aria-label={`Move scene ${index + 1} down`}
                  >
                    Down
                  </button>
                  <button type="button" className="button button-small" onClick={() => setDeleting(scene)} aria-label={`Delete scene ${index + 1}`}>
                    Delete
                  </button>
                </div>
              </li>
            ),
          )}
        </ol>
      )}
      {editing === "new" ? (
        <SceneForm
          submitLabel="Add scene"
          isPending={create.isPending}
          errors={fieldErrorsOf(create.error)}
          onSubmit={handleCreate}
          onCancel={() => setEditing(null)}
        />
      ) : (
        scenes.data && (
          <button type="button" className="button button-small" onClick={() => setEditing("new")}>
            Add a scene
          </button>
        )
      )}
      {(create.isError || update.isError) && Object.keys(fieldErrorsOf(create.error ?? update.error)).length === 0 && (
        <p role="alert">{errorMessageOf(create.error ?? update.error)}</p>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this scene?"
        confirmLabel="Delete scene"
        tone="danger"
        isPending={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>The scene and its notes are deleted; the chapter's text is not touched.</p>
      </ConfirmDialog>
    </div>
  );
}
