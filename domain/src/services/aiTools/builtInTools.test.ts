import { describe, expect, it } from "vitest";
import type { PlotTemplateType } from "@storyloom/db/enums";
import { builtInTools, templateTypeOf } from "./builtInTools.ts";
import {
  alternativesSchema,
  generatedBeatsSchema,
  generatedCharactersSchema,
  generatedIdeasSchema,
  generatedLoresSchema,
  generatedScenesSchema,
  modifiedCharacterSchema,
  modifiedSceneSchema,
  plotSuggestionsSchema,
  synonymsSchema,
} from "./outputSchemas.ts";
import { AFTER_MAX_CHARS, BEFORE_MAX_CHARS } from "./promptParts.ts";
import type { BeatFacts, CharacterFacts, PlotTemplateFacts, SceneFacts, ToolContext, ToolPrompt } from "./toolContext.ts";
import { BUILT_IN_TOOLS, TEMPLATE_TOOLS } from "./toolVariables.ts";
import type { BuiltInTool, ToolVariables } from "./toolVariables.ts";

// A fixed book with a whole story bible: every prompt below is compiled from it.
const ines: CharacterFacts = {
  id: 11,
  type: "PROTAGONIST",
  name: "Ines Varga",
  overview: "A ferry pilot who smuggles letters across the salt flats.",
  physical: "Sunburnt, a scar across one palm.",
  mental: "Stubborn, wry.",
  skills: "Reads the tides.",
};
const tomas: CharacterFacts = {
  id: 12,
  type: "ANTAGONIST",
  name: "Tomas Reyne",
  overview: "The Tide Guild's collector.",
  physical: null,
  mental: "Patient.",
  skills: null,
};
const beats: BeatFacts[] = [
  { id: 21, name: "Hook", purpose: "Catch the reader.", description: "Ines loses a letter to the tide.", act: 1 },
  { id: 22, name: "Inciting Incident", purpose: "Upset the balance.", description: "The Guild seizes the ferry.", act: 1 },
  { id: 23, name: "Midpoint", purpose: "Turn the story around.", description: "Ines learns the letters are maps.", act: 2 },
];
const scene: SceneFacts = {
  id: 31,
  type: "ACTION",
  primaryCharacter: "Ines Varga",
  goal: "Get the ferry back before the spring tide.",
  conflict: "Tomas holds the only key and wants the letters.",
  resolution: "GET_WORSE",
  resolutionDescription: "She gets the key but loses the satchel.",
  priorEvent: null,
  reaction: null,
  dilemma: null,
  decision: null,
  description: "A night raid on the Guild's boathouse.",
  characterName: "Ines Varga",
};

const SELECTION = "The lantern swung in the dark, and the water below it was black and very cold and very still, stiller than she had ever seen it.";
const BEFORE = "Ines tied the ferry to the post. The flats stretched away to the east.";
const AFTER = "Somewhere behind her, a door opened.";

function templateOf(type: PlotTemplateType): PlotTemplateFacts {
  return {
    id: 40,
    type,
    name: `${type} template`,
    instructions:
      'Make {{count}} {{bookType}} entries for "{{title}}" ({{genre}}).\nAbout: {{description}}\nSettings:\n{{settings}}\nCharacters:\n{{characters}}\nLore:\n{{lore}}\nOutline:\n{{outline}}\nIdeas:\n{{ideas}}\nRequest: {{instruction}}',
    settings: { temperature: null, maxOutputTokens: null, model: null },
    isCustomized: false,
  };
}

const baseContext: ToolContext = {
  book: { title: "The Salt Road", type: "STORY", genre: "Fantasy", description: "Letters cross a drowned country." },
  settings: { length: "MEDIUM", style: "VIVID", pointOfView: "THIRD_PERSON_LIMITED", styleDescription: null },
  characters: [ines, tomas],
  lores: [
    { id: 51, type: "LOCATION", name: "The Salt Road", description: "A causeway that floods twice a day." },
    { id: 52, type: "ORGANIZATION_OR_GROUP", name: "Tide Guild", description: "They own every boat." },
  ],
  beats,
  ideas: [{ id: 61, idea: "The letters are written by Ines's dead mother." }],
  scene,
  chapter: { id: 71, title: "Night Crossing", number: 3, scenes: [scene] },
  beat: beats[1] ?? null,
  character: tomas,
  lore: { id: 52, type: "ORGANIZATION_OR_GROUP", name: "Tide Guild", description: "They own every boat." },
  idea: { id: 61, idea: "The letters are written by Ines's dead mother." },
  template: null,
};

const selection = { selection: SELECTION, before: BEFORE, after: AFTER };
const fixtures: { [T in BuiltInTool]: ToolVariables[T] } = {
  SHORTEN: selection,
  LENGTHEN: selection,
  STYLE: { ...selection, instruction: "Like a hard-boiled detective novel." },
  HEIGHTEN: selection,
  ALTERNATIVE: { ...selection, count: 3 },
  THESAURUS: { selection: "lantern", before: "The ", after: " swung in the dark.", count: 5 },
  DICTIONARY: { selection: "flats", before: "The ", after: " stretched away to the east." },
  FREE_FORM: { ...selection, instruction: "Make it rain." },
  CREATE_SCENE: { sceneId: 31, before: BEFORE, instruction: "Open on the sound of oars." },
  PLOT_AHEAD: { before: BEFORE, chapterId: 71, count: 3, instruction: "Keep Tomas off stage." },
  ADD_CHARACTER: { characterId: 12, ...selection, instruction: "He watches from the pier." },
  PLOT_IDEA: { mode: "multiple", count: 4, instruction: "Something about the tides." },
  PLOT_ACT: { act: 2, count: 5, instruction: "End on a betrayal." },
  GENERATE_SCENE: { chapterId: 71, count: 2, instruction: "One of them in the rain." },
  MODIFY_SCENE: { sceneId: 31, instruction: "Make Tomas win." },
  GENERATE_BEAT: { act: 3, count: 3, instruction: "A costly victory." },
  MODIFY_BEAT: { beatId: 22, instruction: "The Guild burns the ferry instead." },
  GENERATE_CHARACTER: { type: "SUPPORTING", count: 2, instruction: "A mapmaker." },
  MODIFY_CHARACTER: { characterId: 12, instruction: "Make him Ines's uncle." },
  GENERATE_LORE: { type: "MAGIC", count: 2, instruction: "Tide magic." },
  MODIFY_LORE: { loreId: 52, instruction: "They are secretly broke." },
  GENERATE_IDEA: { count: 3, instruction: "Twists." },
  MODIFY_IDEA: { ideaId: 61, instruction: "Make it her father." },
};

function contextFor(tool: BuiltInTool): ToolContext {
  const type = templateTypeOf(tool);
  return { ...baseContext, template: type === null ? null : templateOf(type) };
}

function compile<T extends BuiltInTool>(tool: T, variables: ToolVariables[T] = fixtures[tool], context = contextFor(tool)): ToolPrompt {
  return builtInTools[tool].compile(variables, context);
}

/** Everything the model reads of a prompt. */
const textOf = (prompt: ToolPrompt) => `${prompt.instructions}\n${prompt.input}`;

describe("every built-in tool", () => {
  it.each(BUILT_IN_TOOLS)("%s compiles the fixture to the same prompt", (tool) => {
    expect(compile(tool)).toMatchSnapshot();
  });

  it.each([
    ["single", { mode: "single", instruction: "A villain's idea." }],
    ["modify", { mode: "modify", ideaId: 61, instruction: "Make it her father." }],
  ] as const)("PLOT_IDEA in the %s mode compiles the fixture to the same prompt", (_mode, variables) => {
    expect(compile("PLOT_IDEA", variables)).toMatchSnapshot();
  });

  it.each(BUILT_IN_TOOLS)("%s leaves the story bible to the proxy and sizes its output", (tool) => {
    // The proxy puts the bible before the instructions; a prompt repeating it would be paid for twice
    // (a template repeats what its placeholders ask for, nothing more: see the GENERATE_ tools below).
    const context = contextFor(tool);
    const template = context.template && { ...context.template, instructions: "Make {{count}} entries." };
    const prompt = compile(tool, fixtures[tool], { ...context, template });
    expect(prompt.instructions).not.toContain("What you know about the author's story");
    expect(textOf(prompt)).not.toContain("A causeway that floods twice a day.");
    expect(prompt.maxOutputTokens).toBeGreaterThanOrEqual(100);
    expect(prompt.temperature).toBeGreaterThanOrEqual(0);
    expect(prompt.temperature).toBeLessThanOrEqual(1);
  });
});

describe("the editing tools", () => {
  it("SHORTEN holds the selection and the text around it, tagged apart", () => {
    const prompt = compile("SHORTEN");
    expect(prompt.instructions).toContain("Shorten the passage");
    expect(prompt.input).toContain(`<passage>\n${SELECTION}\n</passage>`);
    expect(prompt.input).toContain(`<text_before>\n${BEFORE}\n</text_before>`);
    expect(prompt.input).toContain(`<text_after>\n${AFTER}\n</text_after>`);
    expect(prompt.output).toBe("text");
  });

  it("keeps only the nearest text around a selection", () => {
    const before = `${"far away words ".repeat(1000)}NEAR THE SELECTION`;
    const after = `JUST AFTER ${"trailing words ".repeat(1000)}`;
    const prompt = compile("LENGTHEN", { selection: SELECTION, before, after });
    expect(prompt.input).toContain("NEAR THE SELECTION");
    expect(prompt.input).toContain("JUST AFTER");
    const beforePart = /<text_before>\n([\s\S]*)\n<\/text_before>/.exec(prompt.input)?.[1] ?? "";
    const afterPart = /<text_after>\n([\s\S]*)\n<\/text_after>/.exec(prompt.input)?.[1] ?? "";
    expect(beforePart.startsWith("…")).toBe(true);
    expect(beforePart.length).toBeLessThanOrEqual(BEFORE_MAX_CHARS + 1);
    expect(afterPart.endsWith("…")).toBe(true);
    expect(afterPart.length).toBeLessThanOrEqual(AFTER_MAX_CHARS + 1);
  });

  it("STYLE, HEIGHTEN and FREE_FORM carry the passage and the author's words", () => {
    expect(compile("STYLE").input).toContain("<style_instruction>\nLike a hard-boiled detective novel.\n</style_instruction>");
    expect(compile("HEIGHTEN").instructions).toContain("more tension and sensory immediacy");
    const free = compile("FREE_FORM");
    expect(free.input).toContain(SELECTION);
    expect(free.input).toContain("<author_request>\nMake it rain.\n</author_request>");
    const atCursor = compile("FREE_FORM", { before: BEFORE, after: AFTER, instruction: "Describe the smell." });
    expect(atCursor.input).not.toContain("<passage>");
    expect(atCursor.instructions).toContain("the text that goes at the cursor only");
  });

  it("ALTERNATIVE and THESAURUS answer structured lists; DICTIONARY answers text", () => {
    const alternatives = compile("ALTERNATIVE");
    expect(alternatives.instructions).toContain("Write 3 alternative versions");
    expect(alternatives.output).toMatchObject({ format: "json_schema", name: "alternatives" });
    const thesaurus = compile("THESAURUS");
    expect(thesaurus.input).toContain("<selection>\nlantern\n</selection>");
    expect(thesaurus.output).toMatchObject({ format: "json_schema", name: "synonyms" });
    const dictionary = compile("DICTIONARY");
    expect(dictionary.input).toContain("<selection>\nflats\n</selection>");
    expect(dictionary.input).toContain("stretched away to the east.");
    expect(dictionary.output).toBe("text");
  });

  it("a screenplay is written in screenplay format", () => {
    const script = compile("LENGTHEN", fixtures.LENGTHEN, { ...baseContext, book: { ...baseContext.book, type: "SCRIPT" } });
    expect(script.instructions).toContain("screenplay format");
    expect(compile("LENGTHEN").instructions).not.toContain("screenplay");
  });
});

describe("the writing tools", () => {
  it("CREATE_SCENE holds the scene card, its beat and chapter, and the story so far", () => {
    const prompt = compile("CREATE_SCENE");
    expect(prompt.input).toContain("Goal: Get the ferry back before the spring tide.");
    expect(prompt.input).toContain("Conflict: Tomas holds the only key and wants the letters.");
    expect(prompt.input).toContain("Resolution: gets worse");
    expect(prompt.input).toContain("Name: Inciting Incident");
    expect(prompt.input).toContain("Purpose: Upset the balance.");
    expect(prompt.input).toContain("Chapter 3: Night Crossing");
    expect(prompt.input).toContain(`<story_so_far>\n${BEFORE}\n</story_so_far>`);
    expect(prompt.output).toBe("text");
  });

  it("PLOT_AHEAD holds the chapter's beat, the next beat and the story so far, and answers a list", () => {
    const prompt = compile("PLOT_AHEAD");
    expect(prompt.input).toContain("Name: Inciting Incident");
    expect(prompt.input).toContain("<next_beat>\nThe outline's next beat:\nName: Midpoint");
    expect(prompt.input).toContain(BEFORE);
    expect(prompt.output).toMatchObject({ format: "json_schema", name: "plot_suggestions" });
  });

  it("ADD_CHARACTER holds the character of the bible it brings in", () => {
    const prompt = compile("ADD_CHARACTER");
    expect(prompt.instructions).toContain("bringing Tomas Reyne");
    expect(prompt.input).toContain("<character>\nName: Tomas Reyne\nRole: antagonist\nOverview: The Tide Guild's collector.");
    expect(prompt.input).toContain(SELECTION);
  });
});

describe("the plot tools", () => {
  it("PLOT_IDEA in its three modes", () => {
    const multiple = compile("PLOT_IDEA");
    expect(multiple.instructions).toContain("Come up with 4 distinct ideas");
    expect(multiple.input).toContain("The letters are written by Ines's dead mother.");
    expect(multiple.output).toMatchObject({ format: "json_schema", name: "plot_ideas" });
    const single = compile("PLOT_IDEA", { mode: "single", instruction: "A villain's idea." });
    expect(single.instructions).toContain("one strong idea");
    expect(single.output).toBe("text");
    const modify = compile("PLOT_IDEA", { mode: "modify", ideaId: 61, instruction: "Make it her father." });
    expect(modify.input).toContain("<idea>\nThe letters are written by Ines's dead mother.\n</idea>");
    expect(modify.input).toContain("<modification>\nMake it her father.\n</modification>");
    expect(modify.output).toBe("text");
  });

  it("PLOT_ACT lists the act's own beats and no other act's", () => {
    const prompt = compile("PLOT_ACT");
    expect(prompt.input).toContain("Act 2, Midpoint");
    expect(prompt.input).not.toContain("Hook");
    expect(prompt.output).toMatchObject({ format: "json_schema", name: "act_beats" });
  });
});

describe("the GENERATE_ tools", () => {
  it.each(Object.entries(TEMPLATE_TOOLS))("%s templates fill every placeholder from the book", (_type, tool) => {
    const prompt = compile(tool);
    expect(prompt.instructions).not.toContain("{{");
    expect(prompt.instructions).toContain('"The Salt Road" (Fantasy)');
    expect(prompt.instructions).toContain("Ines Varga (protagonist): A ferry pilot");
    expect(prompt.instructions).toContain("Tide Guild (organization or group)");
    expect(prompt.instructions).toContain("Act 2, Midpoint (Turn the story around.)");
    expect(prompt.instructions).toContain("Point of view: third person limited");
    expect(prompt.instructions).toContain("Answer with JSON that matches the schema");
  });

  it("GENERATE_CHARACTER states the story bible's limits and holds the model to its schema", () => {
    const prompt = compile("GENERATE_CHARACTER");
    expect(prompt.instructions).toContain("Make 2 book entries");
    expect(prompt.instructions).toContain(
      "a name of at most 40 characters, an overview of at most 3000, physical at most 1000, mental and skills at most 100 each",
    );
    expect(prompt.input).toContain("Make them supporting characters.");
    expect(prompt.input).toContain("<author_request>\nA mapmaker.\n</author_request>");
    if (prompt.output === "text") throw new Error("GENERATE_CHARACTER answers JSON");
    const json = JSON.stringify(prompt.output.schema);
    expect(json).toContain("At most 40 characters.");
    expect(json).not.toContain("maxLength");
  });

  it("GENERATE_SCENE holds the chapter's beat and scene cards", () => {
    const prompt = compile("GENERATE_SCENE");
    expect(prompt.input).toContain("for chapter 3 (Night Crossing)");
    expect(prompt.input).toContain("Name: Inciting Incident");
    expect(prompt.input).toContain("Goal: Get the ferry back before the spring tide.");
  });
});

describe("the MODIFY_ tools", () => {
  it.each([
    ["MODIFY_CHARACTER", "Name: Tomas Reyne"],
    ["MODIFY_LORE", "Name: Tide Guild"],
    ["MODIFY_BEAT", "Name: Inciting Incident"],
    ["MODIFY_SCENE", "Goal: Get the ferry back before the spring tide."],
    ["MODIFY_IDEA", "The letters are written by Ines's dead mother."],
  ] as const)("%s holds the entry and the author's modification", (tool, entry) => {
    const prompt = compile(tool);
    expect(prompt.input).toContain(entry);
    expect(prompt.input).toContain(`<modification>\n${fixtures[tool].instruction}\n</modification>`);
    expect(prompt.output).toMatchObject({ format: "json_schema" });
  });
});

describe("the structured outputs", () => {
  const character = { type: "SUPPORTING", name: "Mara Quill", overview: "A mapmaker.", physical: null, mental: "Curious.", skills: "Maps." };

  it("accept what the story bible and outline APIs take", () => {
    expect(generatedCharactersSchema.parse({ characters: [character] }).characters[0]?.name).toBe("Mara Quill");
    expect(modifiedCharacterSchema.safeParse({ character }).success).toBe(true);
    expect(generatedLoresSchema.safeParse({ lores: [{ type: "MAGIC", name: "Tidecraft", description: null }] }).success).toBe(true);
    expect(generatedBeatsSchema.safeParse({ beats: [{ name: "Betrayal", purpose: null, description: "Tomas sells the map.", act: 2 }] }).success).toBe(true);
    const card = {
      type: "ACTION",
      primaryCharacter: "Ines",
      goal: "Run.",
      conflict: null,
      resolution: "RESOLVED",
      resolutionDescription: null,
      priorEvent: null,
      reaction: null,
      dilemma: null,
      decision: null,
      description: null,
    };
    expect(generatedScenesSchema.safeParse({ scenes: [card] }).success).toBe(true);
    expect(modifiedSceneSchema.safeParse({ scene: card }).success).toBe(true);
    expect(generatedIdeasSchema.safeParse({ ideas: [{ idea: "A flood." }] }).success).toBe(true);
    expect(alternativesSchema.safeParse({ alternatives: [{ text: "Another way." }] }).success).toBe(true);
    expect(synonymsSchema.safeParse({ synonyms: [{ word: "lamp", note: null }] }).success).toBe(true);
    expect(plotSuggestionsSchema.safeParse({ suggestions: [{ title: "Flood", summary: "The road drowns." }] }).success).toBe(true);
  });

  it("refuse what those APIs would refuse", () => {
    const longName = generatedCharactersSchema.safeParse({ characters: [{ ...character, name: "x".repeat(41) }] });
    expect(longName.success).toBe(false);
    expect(longName.error?.issues[0]).toMatchObject({ path: ["characters", 0, "name"], message: "Must be at most 40 characters." });
    expect(generatedCharactersSchema.safeParse({ characters: [{ ...character, mental: "x".repeat(101) }] }).success).toBe(false);
    expect(generatedCharactersSchema.safeParse({ characters: [{ ...character, type: "HERO" }] }).success).toBe(false);
    expect(generatedCharactersSchema.safeParse({ characters: [{ ...character, extra: 1 }] }).success).toBe(false);
    expect(generatedCharactersSchema.safeParse({ characters: [] }).success).toBe(false);
    expect(generatedLoresSchema.safeParse({ lores: [{ type: null, name: "x".repeat(51), description: null }] }).success).toBe(false);
    expect(generatedBeatsSchema.safeParse({ beats: [{ name: "A", purpose: null, description: null, act: 6 }] }).success).toBe(false);
  });

  it("give the model a schema with every field required and no other", () => {
    const prompt = compile("GENERATE_CHARACTER");
    if (prompt.output === "text") throw new Error("GENERATE_CHARACTER answers JSON");
    expect(prompt.output.schema).toMatchObject({
      type: "object",
      required: ["characters"],
      additionalProperties: false,
      properties: {
        characters: {
          type: "array",
          items: { type: "object", required: ["type", "name", "overview", "physical", "mental", "skills"], additionalProperties: false },
        },
      },
    });
  });
});
