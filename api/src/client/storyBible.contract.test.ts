import { describe, expectTypeOf, it } from "vitest";
import type { addCharacter, addCharacters, editCharacter, listBookCharacters, removeAllCharacters, removeCharacter } from "../routes/characters/router.ts";
import type { addIdeas, editIdea, listBookIdeas } from "../routes/ideas/router.ts";
import type { addLore, addLores, editLore, listBookLores, removeAllLores, removeLore } from "../routes/lores/router.ts";
import type { getBookStorySettings, saveBookStorySettings } from "../routes/storyBookSettings/router.ts";
import type {
  createCharacter,
  createCharacters,
  createIdeas,
  createLore,
  createLores,
  deleteAllCharacters,
  deleteAllLores,
  deleteCharacter,
  deleteLore,
  getStoryBookSettings,
  listCharacters,
  listIdeas,
  listLores,
  saveStoryBookSettings,
  updateCharacter,
  updateIdea,
  updateLore,
} from "./index.ts";

type RouteAnswer<R extends { readonly responseType?: unknown }> = NonNullable<R["responseType"]>;
type CallAnswer<F extends (...args: never[]) => Promise<unknown>> = NonNullable<Awaited<ReturnType<F>>>;

// Checked by the typecheck (see contract.test.ts): a route answering something its client function does not say fails it.
describe("the story bible client's answer types are the routes' answers", () => {
  it("characters", () => {
    expectTypeOf<CallAnswer<typeof listCharacters>>().toEqualTypeOf<RouteAnswer<typeof listBookCharacters>>();
    expectTypeOf<CallAnswer<typeof createCharacter>>().toEqualTypeOf<RouteAnswer<typeof addCharacter>>();
    expectTypeOf<CallAnswer<typeof createCharacters>>().toEqualTypeOf<RouteAnswer<typeof addCharacters>>();
    expectTypeOf<CallAnswer<typeof updateCharacter>>().toEqualTypeOf<RouteAnswer<typeof editCharacter>>();
    expectTypeOf<CallAnswer<typeof deleteCharacter>>().toEqualTypeOf<RouteAnswer<typeof removeCharacter>>();
    expectTypeOf<CallAnswer<typeof deleteAllCharacters>>().toEqualTypeOf<RouteAnswer<typeof removeAllCharacters>>();
  });

  it("lores", () => {
    expectTypeOf<CallAnswer<typeof listLores>>().toEqualTypeOf<RouteAnswer<typeof listBookLores>>();
    expectTypeOf<CallAnswer<typeof createLore>>().toEqualTypeOf<RouteAnswer<typeof addLore>>();
    expectTypeOf<CallAnswer<typeof createLores>>().toEqualTypeOf<RouteAnswer<typeof addLores>>();
    expectTypeOf<CallAnswer<typeof updateLore>>().toEqualTypeOf<RouteAnswer<typeof editLore>>();
    expectTypeOf<CallAnswer<typeof deleteLore>>().toEqualTypeOf<RouteAnswer<typeof removeLore>>();
    expectTypeOf<CallAnswer<typeof deleteAllLores>>().toEqualTypeOf<RouteAnswer<typeof removeAllLores>>();
  });

  it("ideas and story-book settings", () => {
    expectTypeOf<CallAnswer<typeof listIdeas>>().toEqualTypeOf<RouteAnswer<typeof listBookIdeas>>();
    expectTypeOf<CallAnswer<typeof createIdeas>>().toEqualTypeOf<RouteAnswer<typeof addIdeas>>();
    expectTypeOf<CallAnswer<typeof updateIdea>>().toEqualTypeOf<RouteAnswer<typeof editIdea>>();
    expectTypeOf<CallAnswer<typeof getStoryBookSettings>>().toEqualTypeOf<RouteAnswer<typeof getBookStorySettings>>();
    expectTypeOf<CallAnswer<typeof saveStoryBookSettings>>().toEqualTypeOf<RouteAnswer<typeof saveBookStorySettings>>();
  });
});
