import { describe, expect, it } from "vitest";
import { ideaChanges, ideaDraftOf } from "./ideaDraft.ts";

describe("an idea's form", () => {
  const idea = {
    id: 1,
    idea: "A lighthouse keeper finds a letter.",
    genreId: 4,
    bookId: 1,
    createdAt: "2026-11-24T00:00:00.000Z",
    updatedAt: "2026-11-24T00:00:00.000Z",
  };

  it("holds the genre as the select's value, empty for none", () => {
    expect(ideaDraftOf(idea)).toEqual({ idea: "A lighthouse keeper finds a letter.", genreId: "4" });
    expect(ideaDraftOf({ ...idea, genreId: null }).genreId).toBe("");
  });

  it("saves only what changed: the text as typed, the genre as an id or null", () => {
    const saved = ideaDraftOf(idea);
    expect(ideaChanges({ ...saved, idea: "Two letters." }, saved)).toEqual({ idea: "Two letters." });
    expect(ideaChanges({ ...saved, genreId: "" }, saved)).toEqual({ genreId: null });
    expect(ideaChanges({ ...saved, genreId: "7" }, saved)).toEqual({ genreId: 7 });
    expect(ideaChanges(saved, saved)).toBeNull();
  });
});
