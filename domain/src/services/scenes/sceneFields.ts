import type { Knex } from "@storyloom/db";
import type { SceneResolution, SceneType } from "@storyloom/db/enums";
import { StoryBookCharacter } from "@storyloom/db/models";
import { ValidationError } from "../../errors.ts";

/** What an author writes of a scene (docs/product.md, Entities: StoryBookScene); its place, book, beat and chapter are the server's. */
export interface SceneFields {
  type?: SceneType | null;
  isHidden?: boolean;
  primaryCharacter?: string | null;
  goal?: string | null;
  conflict?: string | null;
  resolution?: SceneResolution | null;
  resolutionDescription?: string | null;
  priorEvent?: string | null;
  reaction?: string | null;
  dilemma?: string | null;
  decision?: string | null;
  description?: string | null;
  characterId?: number | null;
}

export const NO_SUCH_CHARACTER = "No such character in this book.";

/** Refuses character ids that are not characters of the book (400 naming characterId, with the list index for many). */
export async function checkSceneCharacters(trx: Knex.Transaction, bookId: number, scenes: SceneFields[], field: (index: number) => string): Promise<void> {
  const ids = [...new Set(scenes.flatMap((scene) => (scene.characterId === undefined || scene.characterId === null ? [] : [scene.characterId])))];
  if (ids.length === 0) return;
  const found = new Set((await StoryBookCharacter.query(trx).where({ bookId }).whereIn("id", ids).select("id")).map((row) => row.id));
  for (const [index, scene] of scenes.entries()) {
    if (scene.characterId !== undefined && scene.characterId !== null && !found.has(scene.characterId)) {
      throw new ValidationError(NO_SUCH_CHARACTER, { [field(index)]: NO_SUCH_CHARACTER });
    }
  }
}
