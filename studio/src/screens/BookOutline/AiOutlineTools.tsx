import { useState } from "react";
import type { BeatView, ChapterSummaryView, SceneView, UpdateBeatBody } from "@storyloom/api/client";
import type { GeneratedBeats, GeneratedScenes, ModifiedBeat, ModifiedScene } from "@storyloom/api/client/aiOutputs";
import { useCreateScenesInChapter } from "../../api/outline.ts";
import { useUpdateScene } from "../../api/scenes.ts";
import { checkJsonAnswer, loadAnswerSchemas } from "../../components/AiSuggestions/aiAnswers.ts";
import { AiChanger } from "../../components/AiSuggestions/AiChanger.tsx";
import { AiGenerator } from "../../components/AiSuggestions/AiGenerator.tsx";
import { AiRequestForm } from "../../components/AiSuggestions/AiRequestForm.tsx";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import { beatName, chapterName } from "./BeatCard.tsx";
import type { BeatFormValues } from "./BeatForm.tsx";
import { beatChangeBody, beatLines, beatSuggestions, sceneChangeBody, sceneLines, sceneSuggestions } from "./aiSuggestions.ts";
import type { NewScene } from "./aiSuggestions.ts";
import { actLabel } from "./outlineMoves.ts";
import type { Act } from "./outlineMoves.ts";

/** How many beats or scene cards one generation may ask for in the studio. */
const GENERATE_COUNT_MAX = 5;
const ACTS = [1, 2, 3, 4, 5] as const;
/** How many beats an act may be planned in at once (ACT_BEATS_MAX of the tools' variables), and the compile's default. */
const ACT_BEATS_MAX = 15;
const ACT_BEATS_DEFAULT = 5;
const INSTRUCTION_HINT = "Optional. What you have in mind, at most 2000 characters.";

interface GenerateBeatsProps {
  bookId: number;
  /** Adds the beats to the board (one bulk save, as adding a beat by hand); throws when not saved. */
  onAddBeats: (beats: BeatFormValues[]) => Promise<void>;
  onClose: () => void;
}

/** GENERATE_BEAT, for one act or any: suggested beats, added to the end of their act when accepted. */
export function GenerateBeats({ bookId, onAddBeats, onClose }: GenerateBeatsProps) {
  const [act, setAct] = useState<Act>(null);
  // The act the shown suggestions were asked for: changing the field afterwards does not move them.
  const [askedAct, setAskedAct] = useState<Act>(null);
  return (
    <AiGenerator<GeneratedBeats, BeatFormValues>
      bookId={bookId}
      title="Generate beats with AI"
      level={2}
      plural="beats"
      writing="Writing the beats…"
      note="Accepted beats are added at the end of their act."
      onClose={onClose}
      toSuggestions={(answer) => beatSuggestions(answer, askedAct)}
      onAccept={async (beats) => {
        await onAddBeats(beats);
        return beats.length === 1 ? `${beats[0]!.name} added to ${actLabel(beats[0]!.act)}.` : `${beats.length} beats added to the outline.`;
      }}
      renderForm={({ errors, isBusy, prepare }) => (
        <AiRequestForm
          count={{ label: "How many", max: GENERATE_COUNT_MAX, initial: 3 }}
          instruction={{ label: "Instructions for the AI", hint: INSTRUCTION_HINT }}
          errors={errors}
          isBusy={isBusy}
          submitLabel="Generate"
          onSubmit={({ count, instruction }) => {
            setAskedAct(act);
            void prepare("GENERATE_BEAT", { count, instruction, act: act ?? undefined }, async (answer) =>
              checkJsonAnswer(answer, (await loadAnswerSchemas()).generatedBeatsSchema),
            );
          }}
        >
          <Field label="Act" error={errors.act}>
            {(control) => (
              <select
                {...control}
                className={formStyles.control}
                value={act === null ? "" : String(act)}
                onChange={(event) => setAct(event.target.value === "" ? null : Number(event.target.value))}
              >
                <option value="">Any act</option>
                {ACTS.map((option) => (
                  <option key={option} value={String(option)}>
                    {actLabel(option)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </AiRequestForm>
      )}
    />
  );
}

interface PlanActProps {
  bookId: number;
  act: number;
  /** Adds the beats to the board, as "Generate beats with AI" does; throws when not saved. */
  onAddBeats: (beats: BeatFormValues[]) => Promise<void>;
  onClose: () => void;
}

/**
 * PLOT_ACT on an act's column: the act planned as beats, built around the
 * beats it has; the suggestions are beats of that act, added at its end when
 * accepted (the same save as GENERATE_BEAT's).
 */
export function PlanAct({ bookId, act, onAddBeats, onClose }: PlanActProps) {
  const label = actLabel(act);
  return (
    <AiGenerator<GeneratedBeats, BeatFormValues>
      bookId={bookId}
      title={`Plan ${label} with AI`}
      level={3}
      plural="beats"
      writing={`Planning ${label}…`}
      note={`Accepted beats are added at the end of ${label}.`}
      onClose={onClose}
      toSuggestions={(answer) => beatSuggestions(answer, act)}
      onAccept={async (beats) => {
        await onAddBeats(beats);
        return beats.length === 1 ? `${beats[0]!.name} added to ${label}.` : `${beats.length} beats added to ${label}.`;
      }}
      renderForm={({ errors, isBusy, prepare }) => (
        <AiRequestForm
          count={{ label: "How many", max: ACT_BEATS_MAX, initial: ACT_BEATS_DEFAULT }}
          instruction={{ label: "Instructions for the AI", hint: INSTRUCTION_HINT }}
          errors={errors}
          isBusy={isBusy}
          submitLabel="Plan"
          onSubmit={({ count, instruction }) =>
            void prepare("PLOT_ACT", { act, count, instruction }, async (answer) => checkJsonAnswer(answer, (await loadAnswerSchemas()).generatedBeatsSchema))
          }
        />
      )}
    />
  );
}

interface ChangeBeatProps {
  bookId: number;
  beat: BeatView;
  /** Saves the changed fields through the board's beat save; throws the API's refusal. */
  onChange: (body: UpdateBeatBody) => Promise<void>;
  onClose: () => void;
}

/** MODIFY_BEAT on a saved beat: the revised beat beside it; accepting saves the fields it changed. */
export function ChangeBeat({ bookId, beat, onChange, onClose }: ChangeBeatProps) {
  return (
    <AiChanger<ModifiedBeat>
      bookId={bookId}
      name={beatName(beat)}
      current={beatLines(beat)}
      proposedOf={(answer) => beatLines(answer.beat)}
      onClose={onClose}
      onPrepare={(instruction, prepare) =>
        prepare("MODIFY_BEAT", { beatId: beat.id, instruction }, async (answer) => checkJsonAnswer(answer, (await loadAnswerSchemas()).modifiedBeatSchema))
      }
      onAccept={async (answer) => {
        const body = beatChangeBody(beat, answer.beat);
        if (body) await onChange(body);
      }}
    />
  );
}

interface ChangeSceneProps {
  bookId: number;
  chapterId: number;
  scene: SceneView;
  /** "Scene 2 of Chapter 1: The harbour". */
  name: string;
  level: 3 | 4;
  onClose: () => void;
}

/** MODIFY_SCENE on a saved scene card: the revised card beside it; accepting PATCHes the fields it changed. */
export function ChangeScene({ bookId, chapterId, scene, name, level, onClose }: ChangeSceneProps) {
  const update = useUpdateScene(bookId, chapterId);
  return (
    <AiChanger<ModifiedScene>
      bookId={bookId}
      name={name}
      level={level}
      current={sceneLines(scene)}
      proposedOf={(answer) => sceneLines(answer.scene)}
      onClose={onClose}
      onPrepare={(instruction, prepare) =>
        prepare("MODIFY_SCENE", { sceneId: scene.id, instruction }, async (answer) => checkJsonAnswer(answer, (await loadAnswerSchemas()).modifiedSceneSchema))
      }
      onAccept={async (answer) => {
        const body = sceneChangeBody(scene, answer.scene);
        if (body) await update.mutateAsync({ sceneId: scene.id, body });
      }}
    />
  );
}

interface GenerateScenesProps {
  bookId: number;
  /** The chapters the scene cards may go to: a beat's, or those under no beat. */
  chapters: ChapterSummaryView[];
  /** The beat the scenes serve, told to the AI; null under no beat. */
  beatId: number | null;
  /** The panel's heading level. */
  level: 3 | 4;
  onClose: () => void;
}

/** GENERATE_SCENE for a chapter (and its beat): suggested scene cards, added after the chapter's own when accepted. */
export function GenerateScenes({ bookId, chapters, beatId, level, onClose }: GenerateScenesProps) {
  const create = useCreateScenesInChapter(bookId);
  const [chapterId, setChapterId] = useState<number>(chapters[0]?.id ?? 0);
  // The chapter the shown suggestions were written for, where accepting puts them.
  const [target, setTarget] = useState<ChapterSummaryView | null>(null);
  return (
    <AiGenerator<GeneratedScenes, NewScene>
      bookId={bookId}
      title="Generate scenes with AI"
      level={level}
      plural="scene cards"
      writing="Writing the scene cards…"
      note={target ? `Accepted scene cards are added after those of ${chapterName(target)}.` : undefined}
      onClose={onClose}
      toSuggestions={sceneSuggestions}
      onAccept={async (scenes) => {
        if (!target) throw new Error("Choose the chapter first.");
        await create.mutateAsync({ chapterId: target.id, body: { scenes } });
        return `${scenes.length === 1 ? "1 scene card" : `${scenes.length} scene cards`} added to ${chapterName(target)}.`;
      }}
      renderForm={({ errors, isBusy, prepare }) => (
        <AiRequestForm
          count={{ label: "How many", max: GENERATE_COUNT_MAX, initial: 3 }}
          instruction={{ label: "Instructions for the AI", hint: INSTRUCTION_HINT }}
          errors={errors}
          isBusy={isBusy}
          submitLabel="Generate"
          onSubmit={({ count, instruction }) => {
            const chapter = chapters.find((candidate) => candidate.id === chapterId) ?? chapters[0];
            if (!chapter) return;
            setTarget(chapter);
            void prepare("GENERATE_SCENE", { chapterId: chapter.id, beatId: beatId ?? undefined, count, instruction }, async (answer) =>
              checkJsonAnswer(answer, (await loadAnswerSchemas()).generatedScenesSchema),
            );
          }}
        >
          <Field label="For the chapter" error={errors.chapterId}>
            {(control) => (
              <select {...control} className={formStyles.control} value={String(chapterId)} onChange={(event) => setChapterId(Number(event.target.value))}>
                {chapters.map((chapter) => (
                  <option key={chapter.id} value={String(chapter.id)}>
                    {chapterName(chapter)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </AiRequestForm>
      )}
    />
  );
}
