import type { Actor } from "../auth/actor.ts";
import { forbidden, notFound, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";

/** What the story-tool policies need to know about a tool. */
export interface StoryToolSubject {
  isGlobal: boolean;
  authorId: number | null;
}

/** What they need to know about the book a tool runs in. */
export interface StoryToolBookSubject {
  authorId: number;
  deleted: boolean;
}

/** Compiling a step: the tool to run and the book it runs in. */
export interface CompileStoryToolSubject {
  tool: StoryToolSubject;
  book: StoryToolBookSubject;
}

export const STORY_TOOLS_AUTHORS_ONLY = "Only authors can have story tools.";
export const STORY_TOOL_GLOBAL_READ_ONLY = "The story tools shipped with Storyloom can't be changed. Create a tool of your own instead.";
const TOOL_NOT_FOUND = "Story tool not found.";
const BOOK_NOT_FOUND = "Book not found.";

function isAuthor(actor: Actor): actor is Actor & { kind: "user"; authorId: number } {
  return actor.kind === "user" && actor.authorId !== null;
}

function isOwnTool(actor: Actor, tool: StoryToolSubject): boolean {
  return isAuthor(actor) && !tool.isGlobal && tool.authorId === actor.authorId;
}

function requireAuthor(actor: Actor): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  return isAuthor(actor) ? true : forbidden(STORY_TOOLS_AUTHORS_ONLY);
}

/** The owner changes their own; a global tool is visible but read-only (403), another author's does not exist (404). */
function ownToolOnly(actor: Actor, tool: StoryToolSubject): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  if (isOwnTool(actor, tool)) return true;
  return tool.isGlobal ? forbidden(STORY_TOOL_GLOBAL_READ_ONLY) : notFound(TOOL_NOT_FOUND);
}

/** A tool the actor may use: any global one (if they are an author) or their own. */
function usableTool(actor: Actor, tool: StoryToolSubject): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  if (!isAuthor(actor)) return forbidden(STORY_TOOLS_AUTHORS_ONLY);
  return tool.isGlobal || isOwnTool(actor, tool) ? true : notFound(TOOL_NOT_FOUND);
}

/** The book's owner only (admins included in "anyone else": tools run on the author's own balance and story). */
function ownBook(actor: Actor, book: StoryToolBookSubject): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  if (book.deleted || !isAuthor(actor) || actor.authorId !== book.authorId) return notFound(BOOK_NOT_FOUND);
  return true;
}

export const storyToolsPolicies = {
  /** The global tools and the author's own. */
  "storyTool.list": (actor: Actor): Decision => requireAuthor(actor),
  "storyTool.create": (actor: Actor): Decision => requireAuthor(actor),
  "storyTool.update": ownToolOnly,
  "storyTool.delete": ownToolOnly,
  /** Hiding, placing or re-targeting a tool for oneself: global tools too, since nothing of them changes for anyone else. */
  "storyTool.updateSettings": usableTool,
  /** The tools to offer in one of the author's books. */
  "storyTool.listForBook": ownBook,
  /** A step of a usable tool, for a book of the actor's own (its story context goes with the prompt). */
  "storyTool.compile": (actor: Actor, { tool, book }: CompileStoryToolSubject): Decision => {
    const onBook = ownBook(actor, book);
    if (onBook !== true) return onBook;
    return usableTool(actor, tool);
  },
};
