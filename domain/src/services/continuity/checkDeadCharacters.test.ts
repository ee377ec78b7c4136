import { describe, expect, it } from "vitest";
import { actsIn, checkDeadCharacters, deathIn } from "./checkDeadCharacters.ts";
import { chapter, character, continuityInput } from "./testText.ts";

const forms = ["Oren Vale", "Oren"];

describe("deathIn", () => {
  it.each([
    "Oren died at dawn.",
    "Oren Vale was killed in the fire.",
    "They mourned the death of Oren.",
    "The raiders killed Oren.",
    "By morning Oren is dead.",
  ])("reads a death in %j", (text) => {
    expect(deathIn(text, forms)).toBe(text);
  });

  it.each([
    "Oren nearly died at dawn.",
    "If Oren died, the farm was lost.",
    "Oren was not killed.",
    "The storm killed Oren's father.",
    "Oren's mother died young.",
    "Orens died.",
  ])("reads no death in %j", (text) => {
    expect(deathIn(text, forms)).toBeNull();
  });
});

describe("actsIn", () => {
  it.each(['"Come in," Oren said.', '"Come in," said Oren.', "Oren smiled.", "Oren Vale quietly walked to the door."])("reads %j as acting", (text) => {
    expect(actsIn(text, forms)).toBe(true);
  });

  it.each(["They spoke of Oren.", "Oren's coat hung by the door.", "She remembered how Oren laughed, once."])("reads %j as not acting", (text) => {
    expect(actsIn(text, forms)).toBe(text === "She remembered how Oren laughed, once.");
  });
});

describe("checkDeadCharacters", () => {
  const oren = character(7, "Oren Vale");

  it("finds a character who died in an earlier chapter speaking, citing that chapter's sentence", () => {
    const findings = checkDeadCharacters(
      continuityInput({
        characters: [oren],
        chapters: [chapter(1, "The bridge fell.", "Oren died in the river."), chapter(2, "Nobody spoke.", '"Keep the lamp lit," said Oren.')],
      }),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      kind: "DEAD_CHARACTER",
      severity: "HIGH",
      message: "Oren Vale died in chapter 1, but speaks or acts here.",
      quote: { text: '"Keep the lamp lit," said Oren.', paragraph: 2 },
      restsOn: [{ source: "CHAPTER", id: 101, chapterNumber: 1, paragraph: 2, text: "Oren died in the river." }],
      bibleUpdate: null,
    });
  });

  it("finds a death said in the story bible", () => {
    const findings = checkDeadCharacters(
      continuityInput({
        characters: [character(7, "Oren Vale", { overview: "Mara's brother. Oren was killed before the story begins." })],
        chapters: [chapter(1, "Oren nodded.")],
      }),
    );
    expect(findings[0]).toMatchObject({
      message: "Oren Vale died in the story bible, but speaks or acts here.",
      restsOn: [{ source: "CHARACTER", id: 7, text: "Oren was killed before the story begins." }],
    });
  });

  it("flags nothing when the earlier death was only feared, or when the dead are only talked about", () => {
    expect(
      checkDeadCharacters(
        continuityInput({ characters: [oren], chapters: [chapter(1, "Oren almost died in the river."), chapter(2, '"Not yet," said Oren.')] }),
      ),
    ).toEqual([]);
    expect(
      checkDeadCharacters(
        continuityInput({
          characters: [oren],
          chapters: [chapter(1, "Oren died in the river."), chapter(2, "They buried his coat.", "Nobody said Oren's name.")],
        }),
      ),
    ).toEqual([]);
  });
});
