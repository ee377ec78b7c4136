import { alternativesSchema, jsonOutput, synonymsSchema } from "./outputSchemas.ts";
import { authorRequest, formRule, passageWithSurroundings, sections, tokensOf } from "./promptParts.ts";
import type { BuiltInToolDefinition } from "./toolContext.ts";
import type { SelectionVariables } from "./toolVariables.ts";

/**
 * The editing tools: they work on the passage the author selected in the
 * editor, and their answer replaces it (SHORTEN, LENGTHEN, STYLE, HEIGHTEN,
 * FREE_FORM) or is offered beside it (ALTERNATIVE, THESAURUS, DICTIONARY).
 * Each sees the text just before and after the selection, so what it writes
 * joins the chapter.
 */

const REPLACEMENT_ONLY =
  "Answer with the new passage only, ready to replace the selection: no title, no quotation marks around it, no notes. The text before and after is there for context: do not repeat or change it, and make the new passage join it smoothly.";

function passageInput(variables: SelectionVariables, label: string): string {
  return sections(label, passageWithSurroundings({ before: variables.before, passage: variables.selection, after: variables.after }));
}

/** Output room for a rewrite of `selection` at `factor` times its length. */
const rewriteTokens = (selection: string, factor: number, extra = 200) => Math.ceil(tokensOf(selection) * factor) + extra;

export const SHORTEN: BuiltInToolDefinition<"SHORTEN"> = {
  compile: (variables, { book }) => ({
    instructions: sections(
      "You are a line editor helping an author tighten their prose.",
      "Shorten the passage the author selected to about half or two thirds of its length. Cut repetition, filler, over-explanation and weak modifiers; merge sentences where it reads better. Keep every event, the lines of dialogue that matter, and the details the rest of the story relies on.",
      formRule(book),
      REPLACEMENT_ONLY,
    ),
    input: passageInput(variables, "Shorten the passage."),
    output: "text",
    maxOutputTokens: rewriteTokens(variables.selection, 1, 100),
    temperature: 0.5,
  }),
};

export const LENGTHEN: BuiltInToolDefinition<"LENGTHEN"> = {
  compile: (variables, { book }) => ({
    instructions: sections(
      "You are a co-writer helping an author expand a passage.",
      "Rewrite the passage the author selected at about one and a half to two times its length. Deepen it rather than pad it: sensory detail, the viewpoint character's thoughts and reactions, gesture and setting, beats between the lines of dialogue. Add no new plot events, and nothing the text after the passage would contradict.",
      formRule(book),
      REPLACEMENT_ONLY,
    ),
    input: passageInput(variables, "Lengthen the passage."),
    output: "text",
    maxOutputTokens: rewriteTokens(variables.selection, 2.5, 400),
    temperature: 0.8,
  }),
};

export const STYLE: BuiltInToolDefinition<"STYLE"> = {
  compile: (variables, { book }) => ({
    instructions: sections(
      "You are a stylist helping an author rewrite a passage in another style.",
      "Rewrite the passage the author selected as their style instruction asks. Change how it is told (diction, sentence rhythm, imagery, tone) and keep what happens, who is there and what is said in substance. Where the instruction and the story's settings disagree, the instruction wins for this passage.",
      book.type === "SCRIPT" ? formRule(book) : "Keep the passage's tense, point of view and the names and facts of the story.",
      REPLACEMENT_ONLY,
    ),
    input: sections(
      passageInput(variables, "Rewrite the passage in the style the author asks for."),
      authorRequest(variables.instruction, "style_instruction"),
    ),
    output: "text",
    maxOutputTokens: rewriteTokens(variables.selection, 1.6),
    temperature: 0.8,
  }),
};

export const HEIGHTEN: BuiltInToolDefinition<"HEIGHTEN"> = {
  compile: (variables, { book }) => ({
    instructions: sections(
      "You are an editor who makes scenes grip.",
      "Rewrite the passage the author selected with more tension and sensory immediacy: sharpen what is at stake, slow down the key moment, ground it in what the viewpoint character sees, hears, smells and feels in their body, quicken the pace with shorter sentences where it should quicken, and cut whatever lets the tension leak. Keep the events and their outcome as they are.",
      formRule(book),
      REPLACEMENT_ONLY,
    ),
    input: passageInput(variables, "Heighten the passage."),
    output: "text",
    maxOutputTokens: rewriteTokens(variables.selection, 1.6),
    temperature: 0.8,
  }),
};

export const ALTERNATIVE: BuiltInToolDefinition<"ALTERNATIVE"> = {
  compile: (variables, { book }) => ({
    instructions: sections(
      "You are a co-writer offering an author other ways to write a passage.",
      `Write ${variables.count} alternative versions of the passage the author selected. Each keeps the passage's meaning, its events and roughly its length, and fits between the text before and after it. Each takes a clearly different approach from the others: word choice, sentence structure, rhythm, what is emphasised, how much is shown or told.`,
      formRule(book),
      `Answer with JSON that matches the schema: exactly ${variables.count} alternatives, each the full text of one version, with no notes.`,
    ),
    input: passageInput(variables, `Write ${variables.count} alternatives to the passage.`),
    output: jsonOutput("alternatives", alternativesSchema),
    maxOutputTokens: variables.count * rewriteTokens(variables.selection, 1.3, 60) + 100,
    temperature: 1,
  }),
};

export const THESAURUS: BuiltInToolDefinition<"THESAURUS"> = {
  compile: (variables) => ({
    instructions: sections(
      "You are a thesaurus that reads context.",
      `Suggest up to ${variables.count} words or phrases that could replace the word or phrase the author selected, as it is used in this sentence: the same part of speech and grammatical form, a meaning that fits here, and the register and tone of the story. Order them from the closest fit to the most adventurous, and give each a short note on how it differs in meaning or feel. Leave out the selected word itself.`,
      "Answer with JSON that matches the schema.",
    ),
    input: sections(
      "Find replacements for the selected word or phrase.",
      passageWithSurroundings({ before: variables.before, passage: variables.selection, after: variables.after, passageTag: "selection" }),
    ),
    output: jsonOutput("synonyms", synonymsSchema),
    maxOutputTokens: variables.count * 60 + 100,
    temperature: 0.3,
  }),
};

export const DICTIONARY: BuiltInToolDefinition<"DICTIONARY"> = {
  compile: (variables) => ({
    instructions: sections(
      "You are a dictionary that reads context.",
      "Explain the word or phrase the author selected as it is used in this passage: its part of speech, the meaning that fits here (and, briefly, other common meanings that could be confused with it), its register (formal, archaic, slang, regional, technical…), and, when the story gives it an invented or unusual sense, that sense.",
      "Answer in two to five plain sentences, with no heading and no preamble.",
    ),
    input: sections(
      "Define the selected word or phrase as it is used here.",
      passageWithSurroundings({ before: variables.before, passage: variables.selection, after: variables.after, passageTag: "selection" }),
    ),
    output: "text",
    maxOutputTokens: 400,
    temperature: 0.2,
  }),
};

export const FREE_FORM: BuiltInToolDefinition<"FREE_FORM"> = {
  compile: (variables, { book }) => {
    const selected = variables.selection !== undefined && variables.selection.trim() !== "";
    return {
      instructions: sections(
        "You are a writing assistant working on the author's manuscript.",
        selected
          ? "Do what the author's request asks with the passage they selected. When it asks for new text (a rewrite, a continuation, a change), answer with that text only, ready to replace the selection. When it asks a question or for comments, answer it directly and briefly."
          : "The author's cursor is between the text before and the text after. When the request asks for new text, answer with the text that goes at the cursor only, ready to insert, joining both sides smoothly. When it asks a question or for comments, answer it directly and briefly.",
        formRule(book),
        "No title, no quotation marks around new text, no preamble.",
      ),
      input: sections(
        passageWithSurroundings({ before: variables.before, passage: selected ? variables.selection : undefined, after: variables.after }),
        authorRequest(variables.instruction),
      ),
      output: "text",
      maxOutputTokens: selected ? Math.max(2000, rewriteTokens(variables.selection ?? "", 2)) : 2000,
      temperature: 0.8,
    };
  },
};
