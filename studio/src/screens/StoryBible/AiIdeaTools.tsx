import { useState } from "react";
import type { IdeaView } from "@storyloom/api/client";
import type { GeneratedIdeas, ModifiedIdea } from "@storyloom/api/client/aiOutputs";
import type { Id } from "../../api/session.ts";
import { useCreateIdeas, useUpdateIdea } from "../../api/storyBible.ts";
import { checkJsonAnswer, checkTextAnswer, loadAnswerSchemas } from "../../components/AiSuggestions/aiAnswers.ts";
import type { AnswerCheck, RunAnswer } from "../../components/AiSuggestions/aiAnswers.ts";
import { AiChanger } from "../../components/AiSuggestions/AiChanger.tsx";
import { AiGenerator } from "../../components/AiSuggestions/AiGenerator.tsx";
import { AiRequestForm } from "../../components/AiSuggestions/AiRequestForm.tsx";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import { GENERATE_COUNT_MAX } from "./AiEntryTools.tsx";
import { ideaSuggestions } from "./aiSuggestions.ts";

type IdeaMode = "multiple" | "single";

/** One idea written as text (PLOT_IDEA single), checked as the idea PATCH would, as a one-idea answer. */
async function checkOneIdea(answer: RunAnswer): Promise<AnswerCheck<GeneratedIdeas>> {
  const checked = checkTextAnswer(answer, "idea", (await loadAnswerSchemas()).modifiedIdeaSchema);
  return checked.ok ? { ok: true, value: { ideas: [checked.value] } } : checked;
}

/**
 * PLOT_IDEA in the generation modes of docs/product.md (States and transitions): several ideas (JSON) or one
 * (text); accepted ideas are kept through create-many, newest first.
 */
export function GenerateIdeas({ bookId, onClose }: { bookId: Id; onClose: () => void }) {
  const create = useCreateIdeas(bookId);
  const [mode, setMode] = useState<IdeaMode>("multiple");
  return (
    <AiGenerator<GeneratedIdeas, { idea: string }>
      bookId={bookId}
      title="Generate ideas with AI"
      level={3}
      plural="ideas"
      writing={mode === "single" ? "Writing the idea…" : "Writing the ideas…"}
      showText={mode === "single"}
      note="Accepted ideas are kept at the top of the list."
      onClose={onClose}
      toSuggestions={ideaSuggestions}
      onAccept={async (ideas) => {
        const answer = await create.mutateAsync({ ideas });
        return answer.ideas.length === 1 ? "The idea is kept." : `${answer.ideas.length} ideas are kept.`;
      }}
      renderForm={({ errors, isBusy, prepare }) => (
        <AiRequestForm
          count={mode === "multiple" ? { label: "How many", max: GENERATE_COUNT_MAX, initial: 3 } : undefined}
          instruction={{ label: "Instructions for the AI", hint: "Optional. What you have in mind, at most 2000 characters." }}
          errors={errors}
          isBusy={isBusy}
          submitLabel="Generate"
          onSubmit={({ count, instruction }) =>
            void (mode === "single"
              ? prepare("PLOT_IDEA", { mode: "single", instruction }, checkOneIdea)
              : prepare("PLOT_IDEA", { mode: "multiple", count, instruction }, async (answer) =>
                  checkJsonAnswer(answer, (await loadAnswerSchemas()).generatedIdeasSchema),
                ))
          }
        >
          <Field label="Ideas to write" error={errors.mode}>
            {(control) => (
              <select
                {...control}
                className={formStyles.control}
                value={mode}
                onChange={(event) => setMode(event.target.value === "single" ? "single" : "multiple")}
              >
                <option value="multiple">Several ideas</option>
                <option value="single">One developed idea</option>
              </select>
            )}
          </Field>
        </AiRequestForm>
      )}
    />
  );
}

/** PLOT_IDEA modify on a kept idea: the rewritten idea beside it; accepting saves it (the idea PATCH). */
export function ChangeIdea({
  bookId,
  idea,
  number,
  onSaved,
  onClose,
}: {
  bookId: Id;
  idea: IdeaView;
  number: number;
  onSaved: (idea: IdeaView) => void;
  onClose: () => void;
}) {
  const update = useUpdateIdea(bookId);
  return (
    <AiChanger<ModifiedIdea>
      bookId={bookId}
      name={`Idea ${number}`}
      showText
      current={[{ label: "Idea", text: idea.idea }]}
      proposedOf={(answer) => [{ label: "Idea", text: answer.idea }]}
      onClose={onClose}
      onPrepare={(instruction, prepare) =>
        prepare("PLOT_IDEA", { mode: "modify", ideaId: idea.id, instruction }, async (answer) =>
          checkTextAnswer(answer, "idea", (await loadAnswerSchemas()).modifiedIdeaSchema),
        )
      }
      onAccept={async (answer) => onSaved((await update.mutateAsync({ ideaId: idea.id, body: { idea: answer.idea } })).idea)}
    />
  );
}
