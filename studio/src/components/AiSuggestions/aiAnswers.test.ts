import { describe, expect, it } from "vitest";
import { generatedCharactersSchema, modifiedIdeaSchema } from "@storyloom/api/client/aiOutputs";
import { checkJsonAnswer, checkTextAnswer, placeOfIssue, unusableMessage } from "./aiAnswers.ts";

const mira = { type: "PROTAGONIST", name: "Mira Vale", overview: "Keeps the tide clock.", physical: null, mental: "Stubborn", skills: "Clockwork" };

describe("checking a structured answer", () => {
  it("takes JSON that passes the tool's schema, trimmed as the API would keep it", () => {
    const answer = { text: JSON.stringify({ characters: [{ ...mira, name: "  Mira Vale " }] }), incomplete: false };
    expect(checkJsonAnswer(answer, generatedCharactersSchema)).toEqual({ ok: true, value: { characters: [mira] } });
  });

  it("takes JSON inside a Markdown code fence or a sentence", () => {
    const fenced = { text: "```json\n" + JSON.stringify({ characters: [mira] }) + "\n```", incomplete: false };
    expect(checkJsonAnswer(fenced, generatedCharactersSchema)).toMatchObject({ ok: true });
    const said = { text: `Here they are: ${JSON.stringify({ characters: [mira] })} Enjoy.`, incomplete: false };
    expect(checkJsonAnswer(said, generatedCharactersSchema)).toMatchObject({ ok: true });
  });

  it("refuses the whole answer when one entry breaks a limit of the API, naming where", () => {
    const answer = { text: JSON.stringify({ characters: [mira, { ...mira, name: "N".repeat(41) }] }), incomplete: false };
    expect(checkJsonAnswer(answer, generatedCharactersSchema)).toEqual({ ok: false, reason: "characters 2, name: Must be at most 40 characters." });
    const extra = { text: JSON.stringify({ characters: [{ ...mira, age: 30 }] }), incomplete: false };
    expect(checkJsonAnswer(extra, generatedCharactersSchema)).toMatchObject({ ok: false, reason: expect.stringMatching(/^characters 1: /) });
  });

  it("says whether an answer that is not JSON was cut short or is something else", () => {
    expect(checkJsonAnswer({ text: '{"characters": [{"name": "Mi', incomplete: true }, generatedCharactersSchema)).toEqual({
      ok: false,
      reason: "it stopped at its length limit before it was complete.",
    });
    expect(checkJsonAnswer({ text: "Here are two characters: Mira and Oren.", incomplete: false }, generatedCharactersSchema)).toEqual({
      ok: false,
      reason: "it is not the JSON the tool asks for.",
    });
  });
});

describe("checking a text answer", () => {
  it("keeps the text without blank edges or surrounding quotes", () => {
    expect(checkTextAnswer({ text: "\n“A lighthouse that lies to ships.”\n", incomplete: false }, "idea", modifiedIdeaSchema)).toEqual({
      ok: true,
      value: { idea: "A lighthouse that lies to ships." },
    });
  });

  it("refuses an empty, an over-long or a cut-short answer", () => {
    expect(checkTextAnswer({ text: "   ", incomplete: false }, "idea", modifiedIdeaSchema)).toEqual({ ok: false, reason: "idea: Must not be empty." });
    expect(checkTextAnswer({ text: "i".repeat(5001), incomplete: false }, "idea", modifiedIdeaSchema)).toEqual({
      ok: false,
      reason: "idea: Must be at most 5000 characters.",
    });
    expect(checkTextAnswer({ text: "A lighthouse that", incomplete: true }, "idea", modifiedIdeaSchema)).toEqual({
      ok: false,
      reason: "it stopped at its length limit before it was complete.",
    });
  });
});

describe("the words of a refused answer", () => {
  it("name the place of the issue and say the answer was not used", () => {
    expect(placeOfIssue(["beats", 2, "act"])).toBe("beats 3, act");
    expect(placeOfIssue([])).toBe("");
    expect(unusableMessage("beats 3, act: Too big.")).toBe("The AI's answer could not be used: beats 3, act: Too big.");
  });
});
