import { describe, expect, it } from "vitest";
import { checkNames, editDistance, isMisspellingOf } from "./checkNames.ts";
import { chapter, character, continuityInput, lore } from "./testText.ts";

describe("editDistance", () => {
  it("counts inserts, deletes, substitutions and swaps", () => {
    expect(editDistance("harrowgate", "harrowgate")).toBe(0);
    expect(editDistance("harowgate", "harrowgate")).toBe(1);
    expect(editDistance("hraowgate", "harowgate")).toBe(1);
    expect(editDistance("mara", "maria")).toBe(1);
  });

  it("reads a misspelling by one letter, two from eight letters, and a short word only by a letter dropped, doubled or swapped", () => {
    expect(isMisspellingOf("Harowgat", "Harrowgate")).toBe(true);
    expect(isMisspellingOf("Barowgte", "Harrowgate")).toBe(false);
    expect(isMisspellingOf("Quel", "Quell")).toBe(true);
    expect(isMisspellingOf("Mraa", "Mara")).toBe(true);
    expect(isMisspellingOf("Mars", "Mara")).toBe(false);
    expect(isMisspellingOf("Mara", "Mara")).toBe(false);
  });
});

describe("checkNames", () => {
  const harrowgate = lore(3, "Harrowgate", "A walled port town.");
  const mara = character(1, "Mara Quell", { physical: "Green eyes." });

  it("asks whether a misspelt place is the story bible's, citing its entry", () => {
    const findings = checkNames(
      continuityInput({ lores: [harrowgate], characters: [mara], chapters: [chapter(1, "Rain again."), chapter(2, "They reached Harrowgat by dusk.")] }),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      kind: "NAME",
      message: "“Harrowgat” is not a name in the story bible. Did you mean Harrowgate?",
      quote: { text: "They reached Harrowgat by dusk.", paragraph: 1 },
      restsOn: [{ source: "LORE", id: 3, name: "Harrowgate", text: "A walled port town." }],
      bibleUpdate: null,
    });
  });

  it("asks about a character's misspelt name once, naming the whole name", () => {
    const findings = checkNames(continuityInput({ characters: [mara], chapters: [chapter(2, "Quel ran.", "Then Quel hid.")] }));
    expect(findings.map((finding) => finding.message)).toEqual(["“Quel” is not a name in the story bible. Did you mean Quell (Mara Quell)?"]);
  });

  it("leaves known names, ordinary words, common words, plurals and names the earlier chapters use alone", () => {
    const input = continuityInput({
      lores: [harrowgate, lore(4, "Stone")],
      characters: [mara, character(2, "Hollis")],
      chapters: [
        chapter(1, "Holli waved from the gate."),
        chapter(
          2,
          "Mara Quell walked to Harrowgate.",
          "Stony ground slowed them; the path was stony.",
          "There was nothing there.",
          "The Quells had gone.",
          "Holli waved again.",
          "Mars was red that night.",
        ),
      ],
    });
    expect(checkNames(input)).toEqual([]);
  });
});
