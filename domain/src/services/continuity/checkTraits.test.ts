import { describe, expect, it } from "vitest";
import { checkTraits, traitMentionsOf } from "./checkTraits.ts";
import { chapter, character, continuityInput } from "./testText.ts";

const mara = character(1, "Mara Quell", { physical: "Tall, with green eyes and black hair." });
const tomas = character(2, "Tomas", { overview: "A ferryman." });

describe("traitMentionsOf", () => {
  it("reads colours before and after the trait, with whose they are", () => {
    expect(traitMentionsOf("Mara's pale blue eyes").map(({ trait, shade, owner }) => ({ trait, shade, owner }))).toEqual([
      { trait: "eyes", shade: "blue", owner: { kind: "possessive", name: "Mara" } },
    ]);
    expect(traitMentionsOf("Her eyes were the grey of river ice.")[0]).toMatchObject({ trait: "eyes", shade: "grey", owner: { kind: "pronoun" } });
    expect(traitMentionsOf("A red-haired girl.")[0]).toMatchObject({ trait: "hair", shade: "red", owner: { kind: "none" } });
  });

  it("leaves out mixed colours, crying and vague words", () => {
    expect(traitMentionsOf("Her blue-green eyes shone.")).toEqual([]);
    expect(traitMentionsOf("Her eyes were red from crying.")).toEqual([]);
    expect(traitMentionsOf("Her eyes were bright.")).toEqual([]);
  });
});

describe("checkTraits", () => {
  it("finds an eye colour that differs from the story bible, citing it, and offers the bible's text with the new colour", () => {
    const findings = checkTraits(
      continuityInput({
        characters: [mara, tomas],
        chapters: [chapter(1, "The ferry left."), chapter(2, "The wind rose.", "Mara looked up, her blue eyes narrowed against the sun.")],
      }),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      kind: "TRAIT",
      message: "Mara Quell's eyes are green in the story bible, blue here.",
      quote: { text: "Mara looked up, her blue eyes narrowed against the sun.", paragraph: 2 },
      restsOn: [{ source: "CHARACTER", id: 1, name: "Mara Quell", text: "Tall, with green eyes and black hair." }],
      bibleUpdate: { entity: "CHARACTER", id: 1, field: "physical", value: "Tall, with blue eyes and black hair." },
    });
  });

  it("finds a hair colour that differs from an earlier chapter when the bible does not say, citing that chapter", () => {
    const findings = checkTraits(
      continuityInput({ characters: [tomas], chapters: [chapter(1, "Tomas pushed back his red hair."), chapter(2, "Tomas's hair was black as tar.")] }),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      message: "Tomas's hair is red in chapter 1, black here.",
      restsOn: [{ source: "CHAPTER", id: 101, chapterNumber: 1, paragraph: 1, text: "Tomas pushed back his red hair." }],
      bibleUpdate: null,
    });
  });

  it("flags nothing for the same shade in other words, another person's eyes, or a sentence naming two characters", () => {
    const mira = character(3, "Ines", { physical: "Grey eyes." });
    const input = continuityInput({
      characters: [mara, tomas, mira],
      chapters: [
        chapter(
          2,
          "Ines narrowed her gray eyes.",
          "Mara met a stranger with blue eyes.",
          "Mara looked at the stranger's blue eyes.",
          "Tomas looked at Mara, his blue eyes tired.",
          "Mara's green eyes were wet.",
          "Blue eyes stared from the portrait.",
        ),
      ],
    });
    expect(checkTraits(input)).toEqual([]);
  });

  it("gives the same finding the same id on every run", () => {
    const input = continuityInput({ characters: [mara], chapters: [chapter(2, "Mara's eyes were blue.")] });
    expect(checkTraits(input)[0]?.id).toBe(checkTraits(input)[0]?.id);
    expect(checkTraits(input)[0]?.id).toMatch(/^[0-9a-f]{16}$/);
  });
});
