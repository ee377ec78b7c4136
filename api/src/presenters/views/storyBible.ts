// Imports only zod, db enums and sibling views: see README.md.
import { z } from "zod";
import { characterTypes, loreTypes, pointsOfView, storyLengths, storyStyles } from "@storyloom/db/enums";
import type { CharacterType, LoreType, PointOfView, StoryLength, StoryStyle } from "@storyloom/db/enums";
import { isoDateTime } from "./dates.ts";
import { count } from "./paging.ts";

export type { CharacterType, LoreType, PointOfView, StoryLength, StoryStyle };

/** presentCharacter: a character of a book (docs/product.md, Entities: StoryBookCharacter). */
export const characterView = z
  .object({
    id: count(),
    type: z.enum(characterTypes).nullable(),
    name: z.string(),
    overview: z.string().nullable(),
    physical: z.string().nullable(),
    mental: z.string().nullable(),
    skills: z.string().nullable(),
    orderIndex: count().describe("0-based place in the book's characters; dense."),
    bookId: count(),
    createdAt: isoDateTime(),
    updatedAt: isoDateTime(),
  })
  .meta({ id: "Character" });
export type CharacterView = z.output<typeof characterView>;

/** presentLore: a lore entry of a book (docs/product.md, Entities: StoryBookLore). */
export const loreView = z
  .object({
    id: count(),
    type: z.enum(loreTypes).nullable(),
    name: z.string(),
    description: z.string().nullable(),
    orderIndex: count().describe("0-based place in the book's lore entries; dense."),
    bookId: count(),
    createdAt: isoDateTime(),
    updatedAt: isoDateTime(),
  })
  .meta({ id: "Lore" });
export type LoreView = z.output<typeof loreView>;

/** presentIdea: a story idea kept for a book (docs/product.md, Entities: StoryBookIdea). */
export const ideaView = z
  .object({
    id: count(),
    idea: z.string(),
    genreId: count().nullable(),
    bookId: count(),
    createdAt: isoDateTime(),
    updatedAt: isoDateTime(),
  })
  .meta({ id: "Idea" });
export type IdeaView = z.output<typeof ideaView>;

/** presentStoryBookSettings: a book's story settings; every field null before the first save. */
export const storyBookSettingsView = z
  .object({
    bookId: count(),
    length: z.enum(storyLengths).nullable(),
    style: z.enum(storyStyles).nullable(),
    pointOfView: z.enum(pointsOfView).nullable(),
    styleDescription: z.string().nullable().describe("The author's description of a CUSTOM style."),
    updatedAt: isoDateTime().nullable().describe("ISO date of the last save; null when never saved."),
  })
  .meta({ id: "StoryBookSettings" });
export type StoryBookSettingsView = z.output<typeof storyBookSettingsView>;
