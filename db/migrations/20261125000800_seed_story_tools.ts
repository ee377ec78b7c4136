import type { Knex } from "knex";

// The global story tools shipped with the product: reference data every
// environment needs, written out here (not imported) so the migration keeps
// doing what it did when it ran. A tool's own settings are its first step;
// `steps` are the steps after it, each fed the one before's output through
// {{previous}} (domain/src/services/storyTools/README.md).

interface SeedStep {
  model: string | null;
  instructions: string;
  temperature: number | null;
  maxOutput: number | null;
}

interface GlobalTool {
  name: string;
  description: string;
  type: "DRAFT" | "EDIT";
  storyType: "ALL" | "STORY" | "SCRIPT";
  defaultModel: string;
  instructions: string;
  withUserInstructions: boolean;
  userInstructions: string | null;
  temperature: number;
  maxOutput: number;
  steps: SeedStep[];
}

const tools: GlobalTool[] = [
  {
    name: "Tighten then polish",
    description: "Two passes over the selected text: first cut what it does not need, then smooth its rhythm and flow.",
    type: "EDIT",
    storyType: "ALL",
    defaultModel: "gpt-4.1-mini",
    instructions:
      "Tighten the passage below. Cut filler words, redundant phrases and needless adverbs, and merge sentences that say the same thing. Keep every event, every line of dialogue, the point of view, the tense and the author's voice. Add nothing new.\n\n{{selection}}",
    withUserInstructions: false,
    userInstructions: null,
    temperature: 0.3,
    maxOutput: 4000,
    steps: [
      {
        model: "gpt-4.1",
        instructions:
          "Polish the passage below for rhythm and flow: vary the sentence lengths, prefer concrete verbs, smooth the transitions and correct grammar and punctuation. Keep its meaning, its point of view and tense, the author's voice, and its length within a tenth.\n\n{{previous}}",
        temperature: 0.5,
        maxOutput: null,
      },
    ],
  },
  {
    name: "Show, don't tell",
    description: "Rewrites the selected text so that feelings and summaries become action, detail and dialogue.",
    type: "EDIT",
    storyType: "STORY",
    defaultModel: "gpt-4.1",
    instructions:
      "Rewrite the passage below so that it shows rather than tells: turn stated emotions and summaries into action, sensory detail, body language and dialogue. Keep the events, the point of view, the tense and roughly the length.\n\n{{selection}}",
    withUserInstructions: false,
    userInstructions: null,
    temperature: 0.7,
    maxOutput: 4000,
    steps: [],
  },
  {
    name: "Continue the scene",
    description: "Writes the next few paragraphs from where your cursor is, in your voice; tell it what should happen next.",
    type: "DRAFT",
    storyType: "STORY",
    defaultModel: "claude-sonnet-4-5",
    instructions:
      "Continue the story from exactly where the text below stops, in the same point of view, tense, voice and style. Write about 300 words that move the scene forward with action and dialogue, stay true to the characters and to what has happened, and stop at a natural pause rather than at the end of the scene.\n\nThe story so far:\n{{before}}\n\nWhat should happen next: {{userInstructions}}",
    withUserInstructions: true,
    userInstructions: "Keep the scene moving toward its goal.",
    temperature: 0.8,
    maxOutput: 800,
    steps: [],
  },
  {
    name: "Continue the screenplay scene",
    description: "Writes the next page of the scene in screenplay format from where your cursor is.",
    type: "DRAFT",
    storyType: "SCRIPT",
    defaultModel: "claude-sonnet-4-5",
    instructions:
      "Continue the screenplay scene below from exactly where it stops, in standard screenplay format: action lines in the present tense, character names in capitals before their dialogue, parentheticals only where needed. Write about one page, keep every character's voice, and stop at a natural beat.\n\n{{before}}\n\nWhat should happen next: {{userInstructions}}",
    withUserInstructions: true,
    userInstructions: "Keep the scene moving toward its goal.",
    temperature: 0.8,
    maxOutput: 900,
    steps: [],
  },
];

export async function up(knex: Knex): Promise<void> {
  for (const tool of tools) {
    // "If absent": running up again over rows inserted by hand (or a restored dump) adds no duplicates.
    const existing = await knex("story_tools").where({ name: tool.name, is_global: true }).first("id");
    if (existing) continue;
    const [inserted] = await knex("story_tools")
      .insert({
        name: tool.name,
        description: tool.description,
        type: tool.type,
        story_type: tool.storyType,
        default_model: tool.defaultModel,
        instructions: tool.instructions,
        with_user_instructions: tool.withUserInstructions,
        user_instructions: tool.userInstructions,
        scene_availability: "DEFAULT",
        temperature: tool.temperature,
        max_output: tool.maxOutput,
        is_global: true,
        author_id: null,
      })
      .returning("id");
    const storyToolId = (inserted as { id: number }).id;
    for (const [orderIndex, step] of tool.steps.entries()) {
      await knex("story_tool_steps").insert({
        story_tool_id: storyToolId,
        model: step.model,
        instructions: step.instructions,
        temperature: step.temperature,
        max_output: step.maxOutput,
        order_index: orderIndex,
      });
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  // Their steps and authors' settings for them go with them (foreign keys cascade).
  await knex("story_tools")
    .where({ is_global: true })
    .whereIn(
      "name",
      tools.map((tool) => tool.name),
    )
    .delete();
}
