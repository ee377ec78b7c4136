import { describe, expect, it } from "vitest";
import type { CharacterView, LoreView } from "@storyloom/api/client";
import { addedMessage, characterChangeBody, characterLines, characterSuggestions, ideaSuggestions, loreChangeBody, loreSuggestions } from "./aiSuggestions.ts";

const saved: CharacterView = {
  id: 4,
  type: "PROTAGONIST",
  name: "Mira Vale",
  overview: "Keeps the tide clock.",
  physical: null,
  mental: "Stubborn",
  skills: "Clockwork",
  orderIndex: 0,
  bookId: 9,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("generated story-bible entries as suggestions", () => {
  it("make one card per character, with the create-many body and only the filled fields shown", () => {
    const [first, second] = characterSuggestions({
      characters: [
        { type: "ANTAGONIST", name: "Oren", overview: "Wants the clock stopped.", physical: null, mental: null, skills: "Locks" },
        { type: null, name: "Sable", overview: null, physical: null, mental: null, skills: null },
      ],
    });
    expect(first).toEqual({
      key: "character-0",
      title: "Oren",
      lines: [
        { label: "Type", text: "Antagonist" },
        { label: "Overview", text: "Wants the clock stopped." },
        { label: "Skills", text: "Locks" },
      ],
      body: { type: "ANTAGONIST", name: "Oren", overview: "Wants the clock stopped.", physical: null, mental: null, skills: "Locks" },
    });
    expect(second).toMatchObject({ key: "character-1", title: "Sable", lines: [] });
  });

  it("carry the type the author asked for", () => {
    const [asked] = characterSuggestions(
      { characters: [{ type: "PROTAGONIST", name: "Oren", overview: null, physical: null, mental: null, skills: null }] },
      "SUPPORTING",
    );
    expect(asked?.body.type).toBe("SUPPORTING");
    expect(asked?.lines).toEqual([{ label: "Type", text: "Supporting" }]);
    expect(loreSuggestions({ lores: [{ type: null, name: "Quay", description: null }] }, "HISTORY")[0]?.body.type).toBe("HISTORY");
  });

  it("make lore and idea cards the same way", () => {
    expect(loreSuggestions({ lores: [{ type: "LOCATION", name: "The Drowned Quay", description: null }] })).toEqual([
      {
        key: "lore-0",
        title: "The Drowned Quay",
        lines: [{ label: "Type", text: "Location" }],
        body: { type: "LOCATION", name: "The Drowned Quay", description: null },
      },
    ]);
    expect(ideaSuggestions({ ideas: [{ idea: "A lighthouse that lies." }] })).toEqual([
      { key: "idea-0", title: "Suggested idea", lines: [{ label: "Idea", text: "A lighthouse that lies." }], body: { idea: "A lighthouse that lies." } },
    ]);
    expect(ideaSuggestions({ ideas: [{ idea: "One." }, { idea: "Two." }] }).map((suggestion) => suggestion.title)).toEqual([
      "Suggested idea 1",
      "Suggested idea 2",
    ]);
  });

  it("say what was added, and where", () => {
    expect(addedMessage(["Oren"], "at the end of the list")).toBe("Oren added at the end of the list.");
    expect(addedMessage(["Oren", "Sable", "Tam"], "at the end of the list")).toBe("Oren, Sable and Tam added at the end of the list.");
  });
});

describe("a revised entry", () => {
  it("saves only the fields the AI changed, clearing the ones it emptied", () => {
    const proposed = {
      type: "PROTAGONIST" as const,
      name: "Mira Vale",
      overview: "Keeps the tide clock, and its secret.",
      physical: "Tall.",
      mental: null,
      skills: "Clockwork",
    };
    expect(characterChangeBody(saved, proposed)).toEqual({ overview: "Keeps the tide clock, and its secret.", physical: "Tall.", mental: "" });
    expect(characterChangeBody(saved, { ...saved })).toBeNull();
  });

  it("compares every field, empty ones shown as a dash", () => {
    expect(characterLines(saved)).toEqual([
      { label: "Name", text: "Mira Vale" },
      { label: "Type", text: "Protagonist" },
      { label: "Overview", text: "Keeps the tide clock." },
      { label: "Physical", text: "—" },
      { label: "Mental", text: "Stubborn" },
      { label: "Skills", text: "Clockwork" },
    ]);
  });

  it("changes a lore entry's type and name", () => {
    const lore: LoreView = { id: 2, type: "LOCATION", name: "Quay", description: "Wet.", orderIndex: 0, bookId: 9, createdAt: "", updatedAt: "" };
    expect(loreChangeBody(lore, { type: "HISTORY", name: "The Flood", description: "Wet." })).toEqual({ type: "HISTORY", name: "The Flood" });
  });
});
