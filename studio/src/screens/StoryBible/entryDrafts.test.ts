import { describe, expect, it } from "vitest";
import type { CharacterView, LoreView } from "@storyloom/api/client";
import {
  characterChanges,
  characterCreateBody,
  characterKind,
  copyDraft,
  copyName,
  enumValueOf,
  isDraftChanged,
  loreChanges,
  loreCreateBody,
  loreKind,
  loreTypeLabels,
  neighbourOf,
  slotsOf,
  summaryLines,
} from "./entryDrafts.ts";

function character(id: number, fields: Partial<CharacterView> = {}): CharacterView {
  return {
    id,
    type: null,
    name: `C${id}`,
    overview: null,
    physical: null,
    mental: null,
    skills: null,
    orderIndex: 0,
    bookId: 1,
    createdAt: "2026-11-24T00:00:00.000Z",
    updatedAt: "2026-11-24T00:00:00.000Z",
    ...fields,
  };
}

function lore(id: number, fields: Partial<LoreView> = {}): LoreView {
  return {
    id,
    type: null,
    name: `L${id}`,
    description: null,
    orderIndex: 0,
    bookId: 1,
    createdAt: "2026-11-24T00:00:00.000Z",
    updatedAt: "2026-11-24T00:00:00.000Z",
    ...fields,
  };
}

describe("a story bible entry's form", () => {
  it("holds every field as text, empty for none, and an empty form for a new entry", () => {
    expect(characterKind.draftOf(character(1, { type: "ANTAGONIST", name: "Vex", overview: "Cold." }))).toEqual({
      type: "ANTAGONIST",
      name: "Vex",
      overview: "Cold.",
      physical: "",
      mental: "",
      skills: "",
    });
    expect(loreKind.draftOf(null)).toEqual({ type: "", name: "", description: "" });
  });

  it("is changed when any field differs from what was saved, the type included", () => {
    const saved = characterKind.draftOf(character(1));
    expect(isDraftChanged(saved, saved)).toBe(false);
    expect(isDraftChanged({ ...saved, skills: "Knots" }, saved)).toBe(true);
    expect(isDraftChanged({ ...saved, type: "SUPPORTING" }, saved)).toBe(true);
  });

  it("creates with every field as typed, no type as null and the place asked for", () => {
    const draft = { ...characterKind.draftOf(null), name: " Mira ", type: "PROTAGONIST", overview: "A clockmaker." };
    expect(characterCreateBody(draft, 2)).toEqual({
      type: "PROTAGONIST",
      name: " Mira ",
      overview: "A clockmaker.",
      physical: "",
      mental: "",
      skills: "",
      orderIndex: 2,
    });
    expect(loreCreateBody({ type: "", name: "Harbour", description: "" }, 0)).toEqual({ type: null, name: "Harbour", description: "", orderIndex: 0 });
  });

  it("saves only the fields that changed, and nothing when none did", () => {
    const saved = characterKind.draftOf(character(1, { type: "PROTAGONIST", name: "Mira", overview: "Old." }));
    expect(characterChanges({ ...saved, overview: "New." }, saved)).toEqual({ overview: "New." });
    expect(characterChanges({ ...saved, type: "" }, saved)).toEqual({ type: null });
    expect(characterChanges(saved, saved)).toBeNull();
    const savedLore = loreKind.draftOf(lore(1));
    expect(loreChanges({ ...savedLore, type: "MAGIC", description: "Tides obey it." }, savedLore)).toEqual({ type: "MAGIC", description: "Tides obey it." });
    expect(loreChanges(savedLore, savedLore)).toBeNull();
  });

  it("reads a select's value as the enumeration's value, or null for none and for anything unlisted", () => {
    expect(enumValueOf(loreTypeLabels, "LOCATION")).toBe("LOCATION");
    expect(enumValueOf(loreTypeLabels, "")).toBeNull();
    expect(enumValueOf(loreTypeLabels, "toString")).toBeNull();
  });
});

describe("duplicating an entry", () => {
  it("names the copy “(copy)” when that fits the API's limit, and keeps the name when it does not", () => {
    expect(copyName("Mira", 40)).toBe("Mira (copy)");
    expect(copyName("a".repeat(33), 40)).toBe(`${"a".repeat(33)} (copy)`);
    expect(copyName("a".repeat(34), 40)).toBe("a".repeat(34));
  });

  it("copies every field of the original", () => {
    const original = character(1, { type: "SUPPORTING", name: "Oren", physical: "Tall.", skills: "Sailing" });
    expect(copyDraft(characterKind, original)).toEqual({
      type: "SUPPORTING",
      name: "Oren (copy)",
      overview: "",
      physical: "Tall.",
      mental: "",
      skills: "Sailing",
    });
  });
});

describe("the list on screen", () => {
  const entries = [character(1), character(2), character(3)];
  const order = (newAt: number | null) => slotsOf(entries, newAt).map((slot) => (slot.kind === "new" ? "new" : slot.entry.id));

  it("puts the new entry's form at its place: above the first, between two, or last", () => {
    expect(order(null)).toEqual([1, 2, 3]);
    expect(order(0)).toEqual(["new", 1, 2, 3]);
    expect(order(2)).toEqual([1, 2, "new", 3]);
    expect(order(3)).toEqual([1, 2, 3, "new"]);
    expect(order(9)).toEqual([1, 2, 3, "new"]);
    expect(slotsOf([], 0)).toEqual([{ kind: "new" }]);
  });

  it("moves the keyboard to the next entry once one is gone, else the one before, else nowhere", () => {
    expect(neighbourOf(entries, 1)?.id).toBe(2);
    expect(neighbourOf(entries, 3)?.id).toBe(3);
    expect(neighbourOf([], 0)).toBeNull();
  });

  it("shows each filled text field under the name, with its label", () => {
    expect(summaryLines(characterKind, character(1, { overview: "Clockmaker.", mental: "  ", skills: "Locks" }))).toEqual([
      { label: "Overview", text: "Clockmaker." },
      { label: "Skills", text: "Locks" },
    ]);
    expect(summaryLines(loreKind, lore(1))).toEqual([]);
  });
});
