import { generatedBeatsSchema, generatedIdeasSchema, jsonOutput } from "./outputSchemas.ts";
import { authorRequest, beatLine, bookKind, listOf, sections, tagged } from "./promptParts.ts";
import { needed } from "./toolContext.ts";
import type { BuiltInToolDefinition, IdeaFacts, ToolContext } from "./toolContext.ts";

/**
 * The plot tools: ideas for the book (PLOT_IDEA, in the three modes of docs/product.md, States and transitions:
 * several ideas, one idea, or an existing idea rewritten) and the beats of
 * one act of the outline (PLOT_ACT).
 */

/** The ideas the model is told not to repeat: the newest, enough to steer away from them. */
const EXISTING_IDEAS_SHOWN = 20;

const existingIdeas = (ideas: readonly IdeaFacts[]) =>
  ideas.length > 0
    ? tagged("existing_ideas", `Ideas the author already has (do not repeat them):\n${listOf(ideas.slice(0, EXISTING_IDEAS_SHOWN), (idea) => idea.idea)}`)
    : null;

const ideaQualities = (book: ToolContext["book"]) =>
  `Each idea grows out of what is established about the ${bookKind(book)}, its characters and its world, and contradicts none of it. Make it concrete: who is involved, what happens and why it matters to the story. Prefer ideas that open possibilities and create conflict over ones that tie everything up.`;

export const PLOT_IDEA: BuiltInToolDefinition<"PLOT_IDEA"> = {
  compile: (variables, context) => {
    const { book, ideas } = context;
    if (variables.mode === "modify") {
      const idea = needed(context.idea, "idea");
      return {
        instructions: sections(
          "You are a story developer revising one of the author's ideas for their story.",
          "Rewrite the idea as the author's modification asks. Change what the modification asks for and whatever must change with it; keep the rest of the idea, its names and its facts. Keep it consistent with the story bible above.",
          "Answer with the rewritten idea only, as a short paragraph: no title, no notes.",
        ),
        input: sections("Rewrite this idea.", tagged("idea", idea.idea), authorRequest(variables.instruction, "modification")),
        output: "text",
        maxOutputTokens: 800,
        temperature: 0.8,
      };
    }
    if (variables.mode === "single") {
      return {
        instructions: sections(
          "You are a story developer helping an author find their next idea.",
          "Come up with one strong idea the author could use in this story: a plot development, twist, subplot, scene or theme, developed enough to act on.",
          ideaQualities(book),
          "Answer with the idea only, as one or two short paragraphs: no title, no notes.",
        ),
        input: sections("Give me one idea for the story.", existingIdeas(ideas), authorRequest(variables.instruction)),
        output: "text",
        maxOutputTokens: 700,
        temperature: 1,
      };
    }
    return {
      instructions: sections(
        "You are a story developer helping an author find ideas.",
        `Come up with ${variables.count} distinct ideas the author could use in this story: plot developments, twists, subplots, scenes or themes, each clearly different from the others.`,
        ideaQualities(book),
        `Answer with JSON that matches the schema: exactly ${variables.count} ideas, each a short paragraph of two to four sentences.`,
      ),
      input: sections(`Give me ${variables.count} ideas for the story.`, existingIdeas(ideas), authorRequest(variables.instruction)),
      output: jsonOutput("plot_ideas", generatedIdeasSchema),
      maxOutputTokens: variables.count * 200 + 100,
      temperature: 1,
    };
  },
};

export const PLOT_ACT: BuiltInToolDefinition<"PLOT_ACT"> = {
  compile: (variables, { book, beats }) => {
    const inAct = beats.filter((beat) => beat.act === variables.act);
    return {
      instructions: sections(
        `You are a story structure editor planning act ${variables.act} of the author's ${bookKind(book)}.`,
        `Plan the act as ${variables.count} beats in story order. A beat is a turning point: something changes for the characters. Give each a short name, its purpose (what it does for the story), a description of what happens (who acts, what they want, what changes, how it leads to the next beat) and its act, ${variables.act}.`,
        "The act must follow from the acts before it and set up the ones after, as the outline above has them; follow cause and effect, and build to the act's turning point. Where the act already has beats, keep their events and build around them; do not repeat beats of other acts.",
        `Answer with JSON that matches the schema: exactly ${variables.count} beats.`,
      ),
      input: sections(
        `Plan act ${variables.act} as ${variables.count} beats.`,
        tagged(
          "act_so_far",
          inAct.length > 0 ? `The beats act ${variables.act} has now:\n${listOf(inAct, beatLine)}` : `Act ${variables.act} has no beats yet.`,
        ),
        authorRequest(variables.instruction),
      ),
      output: jsonOutput("act_beats", generatedBeatsSchema),
      maxOutputTokens: variables.count * 250 + 200,
      temperature: 0.8,
    };
  },
};
