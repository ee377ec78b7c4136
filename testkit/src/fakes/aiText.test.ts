import { describe, expect, it } from "vitest";
import { assistantAnswer, simulateAnswerText, simulateJsonFromSchema } from "./aiText.ts";

describe("the simulator's default answers", () => {
  it("shortens the marked passage alone, not the text around it", () => {
    const passage = "The lamp swung. The boats came in. Nobody waved. The tide turned.";
    const lastUserText = `Shorten the passage.\n\n<text_before>\nA long evening before it.\n</text_before>\n\n<passage>\n${passage}\n</passage>\n\n<text_after>\nWhat came after.\n</text_after>`;
    const answer = simulateAnswerText({ instructions: "You are a line editor. Shorten the passage the author selected.", lastUserText, allText: lastUserText });
    expect(answer).toBe("The lamp swung. The boats came in.");
  });

  it("shortens one sentence at a clause break, ending on a whole sentence, never mid-phrase", () => {
    const shorten = (passage: string) =>
      simulateAnswerText({ instructions: "Shorten the passage.", lastUserText: `<passage>${passage}</passage>`, allText: passage });
    expect(
      shorten("The lamplighter walked the length of the harbour wall every evening and counted the boats that had not come home before he lit a single lamp."),
    ).toBe("The lamplighter walked the length of the harbour wall every evening.");
    expect(shorten("She waited by the door, listening for the cart that never came, until the candles had burned down.")).toBe(
      "She waited by the door, listening for the cart that never came.",
    );
    expect(shorten("Did he hear the bell, or only the wind?")).toBe("Did he hear the bell?");
    // Nothing to drop without breaking it: the sentence stays whole.
    expect(shorten("The tide turned.")).toBe("The tide turned.");
  });

  it("fills a limited text field with a whole sentence that fits when the bank has one", () => {
    const value = simulateJsonFromSchema({ type: "string", description: "A summary. At most 90 characters." }, "seed");
    expect(typeof value === "string" && value.length <= 90 && /[.!?]$/.test(value)).toBe(true);
  });

  it("shortens a prompt's text after its instruction line when nothing is marked", () => {
    const answer = simulateAnswerText({ instructions: "", lastUserText: "Shorten this:\nOne. Two. Three. Four.", allText: "" });
    expect(answer).toBe("One. Two.");
  });
});

// The shape of the product's portable JSON Schemas: limits said in descriptions, a nullable field's description beside its anyOf.
const charactersSchema = {
  type: "object",
  properties: {
    characters: {
      type: "array",
      description: "The new characters, as many as asked. At most 10.",
      items: {
        type: "object",
        properties: {
          type: { anyOf: [{ type: "string", enum: ["PROTAGONIST", "ANTAGONIST"] }, { type: "null" }], description: "The role." },
          name: { type: "string", description: "The character's name. At most 12 characters." },
          mental: { anyOf: [{ type: "string" }, { type: "null" }], description: "In a few words. At most 20 characters; null when there is nothing to say." },
        },
        required: ["type", "name", "mental"],
        additionalProperties: false,
      },
    },
  },
  required: ["characters"],
  additionalProperties: false,
};

describe("the simulator's structured answers", () => {
  it("give as many items as the prompt asks, within the list's stated limit", () => {
    const three = simulateJsonFromSchema(charactersSchema, "Answer with JSON that matches the schema: exactly 3 characters.") as { characters: unknown[] };
    expect(three.characters).toHaveLength(3);
    const many = simulateJsonFromSchema(charactersSchema, "exactly 40 characters") as { characters: unknown[] };
    expect(many.characters).toHaveLength(10);
    const unasked = simulateJsonFromSchema(charactersSchema, "Some characters, please.") as { characters: unknown[] };
    expect(unasked.characters).toHaveLength(1);
  });

  it("keep each text within the limit its description states, cut at a word's end", () => {
    const { characters } = simulateJsonFromSchema(charactersSchema, "exactly 5 characters") as {
      characters: Array<{ type: string; name: string; mental: string }>;
    };
    for (const character of characters) {
      expect(character.type).toBe("PROTAGONIST");
      expect(character.name.length).toBeGreaterThan(0);
      expect(character.name.length).toBeLessThanOrEqual(12);
      expect(character.mental.length).toBeLessThanOrEqual(20);
      expect(character.mental).not.toMatch(/\s$/);
    }
    expect(simulateJsonFromSchema({ type: "string", maxLength: 5 }, "seed")).toMatch(/^.{1,5}$/);
  });

  it("call a character by a name and give a lore entry or a beat a title, not a sentence", () => {
    const character = simulateJsonFromSchema(charactersSchema, "exactly 1 character") as { characters: Array<{ name: string }> };
    expect(character.characters[0]?.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    const lore = simulateJsonFromSchema({ type: "object", properties: { name: { type: "string", description: "A short, evocative name." } } }, "lore") as {
      name: string;
    };
    expect(lore.name).not.toMatch(/[.,]$/);
    expect(lore.name.split(" ").length).toBeLessThanOrEqual(4);
  });
});

describe("the simulated book assistant", () => {
  const asked = (question: string) =>
    [
      "Passages of the book:",
      "",
      "[Chapter 2: The Ferry, from paragraph 1]",
      "Mira Lane kept the lighthouse alone. She wrote to her brother every week.",
      "",
      "[Chapter 5, from paragraph 3]",
      "The ferry left at dawn. Mira watched it from the gallery with her brother's letter in her hand.",
      "",
      `Question: ${question}`,
    ].join("\n");

  it("answers from the sentences of the passages that share the question's words, naming their chapters", () => {
    expect(assistantAnswer(asked("When did the ferry leave?"))).toBe("From the passages: The ferry left at dawn (Chapter 5).");
    expect(assistantAnswer(asked("Who kept the lighthouse?"))).toBe("From the passages: Mira Lane kept the lighthouse alone (Chapter 2).");
    expect(simulateAnswerText({ instructions: "You are the author's assistant.", lastUserText: asked("Who writes to her brother?"), allText: "" })).toBe(
      "From the passages: She wrote to her brother every week (Chapter 2). Mira watched it from the gallery with her brother's letter in her hand (Chapter 5).",
    );
  });

  it("takes the best passage's first sentence when no word is shared, and says the book does not say when no passage matched", () => {
    expect(assistantAnswer(asked("Where is the harbour?"))).toBe("From the passages: Mira Lane kept the lighthouse alone (Chapter 2).");
    // "Who" prefers a sentence naming someone; a heading line (no ending) is no sentence.
    const headed = asked("Who is the main character?").replace(
      "[Chapter 2: The Ferry, from paragraph 1]\n",
      "[Chapter 2: The Ferry, from paragraph 1]\nThe Ferry\nThe sea was grey. ",
    );
    expect(assistantAnswer(headed)).toBe("From the passages: Mira Lane kept the lighthouse alone (Chapter 2).");
    expect(assistantAnswer("No passage of the book matches this question.\n\nQuestion: Who is Zed?")).toBe(
      "The book does not say: no passage of it matches this question.",
    );
    expect(assistantAnswer("Shorten this passage.")).toBeNull();
  });
});
