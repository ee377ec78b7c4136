import { jsonOutput, plotSuggestionsSchema } from "./outputSchemas.ts";
import {
  STORY_SO_FAR_MAX_CHARS,
  authorRequest,
  describeBeat,
  describeCharacter,
  describeScene,
  formRule,
  lastPart,
  passageWithSurroundings,
  sections,
  tagged,
  tokensOf,
} from "./promptParts.ts";
import { needed } from "./toolContext.ts";
import type { BeatFacts, BuiltInToolDefinition, ChapterFacts } from "./toolContext.ts";

/**
 * The tools that write or plan story text from the story bible: a scene from
 * its card (CREATE_SCENE), what could happen next (PLOT_AHEAD), and a
 * character of the bible brought into a passage (ADD_CHARACTER).
 */

const chapterLine = (chapter: ChapterFacts | null) => (chapter ? `Chapter ${chapter.number}${chapter.title?.trim() ? `: ${chapter.title.trim()}` : ""}` : null);
const beatSection = (beat: BeatFacts | null, what: string) => (beat ? tagged("beat", `${what}\n${describeBeat(beat)}`) : null);
const storySoFar = (before: string | undefined) => (before?.trim() ? tagged("story_so_far", lastPart(before, STORY_SO_FAR_MAX_CHARS)) : null);

export const CREATE_SCENE: BuiltInToolDefinition<"CREATE_SCENE"> = {
  compile: (variables, { book, scene, beat, chapter }) => {
    const card = needed(scene, "scene");
    return {
      instructions: sections(
        "You are a novelist co-writing with the author. Write the scene described by the scene card as finished prose, ready to go into the chapter.",
        "Dramatise rather than summarise. Open close to the action, let the primary character pursue the goal, make the conflict push back, and land the outcome the card gives (resolved, complicated, unresolved or worse). For a reflection, play out the reaction to the prior event, the dilemma and the decision. Serve the beat the scene belongs to, and pick up where the story so far stops.",
        "Use the characters, places and facts of the story bible above; invent only small details that agree with it.",
        formRule(book),
        "Write about 800 to 1,500 words unless the author asks otherwise. Answer with the scene's text only: no title, no heading, no notes.",
      ),
      input: sections(
        "Write this scene.",
        chapterLine(chapter) && `It belongs to ${chapterLine(chapter)}.`,
        beatSection(beat, "The beat of the outline this scene serves:"),
        tagged("scene_card", describeScene(card)),
        storySoFar(variables.before),
        authorRequest(variables.instruction),
      ),
      output: "text",
      maxOutputTokens: 3000,
      temperature: 0.9,
    };
  },
};

export const PLOT_AHEAD: BuiltInToolDefinition<"PLOT_AHEAD"> = {
  compile: (variables, { beat, chapter, beats }) => {
    const next = beat ? beats[beats.findIndex((entry) => entry.id === beat.id) + 1] : undefined;
    return {
      instructions: sections(
        "You are a story consultant helping an author decide what happens next.",
        `The author's text stops where the story so far ends. Suggest ${variables.count} different ways the story could go on from there. Each is a concrete next development: what happens, who drives it and what it changes. Each follows from what has happened, fits the characters' goals and the outline, and raises the stakes or opens a question. Make them clearly different from one another; at least one should be the expected move done well, and one a surprise that still makes sense.`,
        `Answer with JSON that matches the schema: exactly ${variables.count} suggestions.`,
      ),
      input: sections(
        `Suggest ${variables.count} ways the story could continue.`,
        chapterLine(chapter) && `The author is writing ${chapterLine(chapter)}.`,
        beatSection(beat, "The beat of the outline this chapter serves:"),
        next && tagged("next_beat", `The outline's next beat:\n${describeBeat(next)}`),
        storySoFar(variables.before),
        authorRequest(variables.instruction),
      ),
      output: jsonOutput("plot_suggestions", plotSuggestionsSchema),
      maxOutputTokens: variables.count * 250 + 100,
      temperature: 1,
    };
  },
};

export const ADD_CHARACTER: BuiltInToolDefinition<"ADD_CHARACTER"> = {
  compile: (variables, { book, character }) => {
    const who = needed(character, "character");
    const selected = variables.selection !== undefined && variables.selection.trim() !== "";
    return {
      instructions: sections(
        `You are a co-writer bringing ${who.name}, a character of the story bible, into the author's text.`,
        selected
          ? `Rewrite the passage the author selected so that ${who.name} takes part in it: give them a presence that fits who they are (an action, a line of dialogue, a reaction, or an entrance), and let the others react to them. Keep the passage's events and outcome, and keep it about as long as it was plus what ${who.name}'s part needs.`
          : `Write a short passage that goes at the author's cursor, between the text before and the text after, in which ${who.name} enters the scene or takes part in it, joining both sides smoothly.`,
        `Stay true to ${who.name}'s description: their voice, appearance, temperament and skills. Do not have them do anything the story bible rules out.`,
        formRule(book),
        "Answer with the new passage only: no title, no quotation marks around it, no notes.",
      ),
      input: sections(
        `Bring ${who.name} into the text.`,
        tagged("character", describeCharacter(who)),
        passageWithSurroundings({ before: variables.before, passage: selected ? variables.selection : undefined, after: variables.after }),
        authorRequest(variables.instruction),
      ),
      output: "text",
      maxOutputTokens: Math.max(1200, Math.ceil(tokensOf(variables.selection ?? "") * 1.6) + 400),
      temperature: 0.8,
    };
  },
};
