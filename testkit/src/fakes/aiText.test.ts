import { describe, expect, it } from "vitest";
import { simulateAnswerText } from "./aiText.ts";

describe("the simulator's default answers", () => {
  it("shortens the marked passage alone, not the text around it", () => {
    const passage = "The lamp swung. The boats came in. Nobody waved. The tide turned.";
    const lastUserText = `Shorten the passage.\n\n<text_before>\nA long evening before it.\n</text_before>\n\n<passage>\n${passage}\n</passage>\n\n<text_after>\nWhat came after.\n</text_after>`;
    const answer = simulateAnswerText({ instructions: "You are a line editor. Shorten the passage the author selected.", lastUserText, allText: lastUserText });
    expect(answer).toBe("The lamp swung. The boats came in.");
  });

  it("shortens a prompt's text after its instruction line when nothing is marked", () => {
    const answer = simulateAnswerText({ instructions: "", lastUserText: "Shorten this:\nOne. Two. Three. Four.", allText: "" });
    expect(answer).toBe("One. Two.");
  });
});
