import { useState } from "react";
import type { ChapterSummaryView } from "@storyloom/api/client";
import type { GeneratedBeats, GeneratedScenes } from "@storyloom/api/client/aiOutputs";
import { useCreateScenesInChapter } from "../../api/outline.ts";
import { checkJsonAnswer, loadAnswerSchemas } from "../../components/AiSuggestions/aiAnswers.ts";
import { AiGenerator } from "../../components/AiSuggestions/AiGenerator.tsx";
import { AiRequestForm } from "../../components/AiSuggestions/AiRequestForm.tsx";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import { chapterName } from "./BeatCard.tsx";
import type { BeatFormValues } from "./BeatForm.tsx";
import { beatSuggestions, sceneSuggestions } from "./aiSuggestions.ts";
import type { NewScene } from "./aiSuggestions.ts";
import { actLabel } from "./outlineMoves.ts";
import type { Act } from "./outlineMoves.ts";

/** How many beats or scene cards one generation may ask for in the studio. */
const GENERATE_COUNT_MAX = 5;
const ACTS = [1, 2, 3, 4, 5] as const;
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
            void prepare("GENERATE_BEAT", { count, instruction, act: act ?? undefined }, async (answer) => checkJsonAnswer(answer, (await loadAnswerSchemas()).generatedBeatsSchema));
          }}
        >
          <Field label="Act" error={errors.act}>
            {(control) => (
              <select {...control} className={formStyles.control} value={act === null ? "" : String(act)} onChange={(event) => setAct(event.target.value === "" ? null : Number(event.target.value))}>
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
