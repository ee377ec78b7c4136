import type { IdeaView, UpdateIdeaBody } from "@storyloom/api/client";

/** An idea's form as its controls hold it: genreId "" for no genre. */
export interface IdeaDraft {
  idea: string;
  genreId: string;
}

export function ideaDraftOf(idea: IdeaView): IdeaDraft {
  return { idea: idea.idea, genreId: idea.genreId === null ? "" : String(idea.genreId) };
}

/** Only what changed, as the API takes it; null when nothing did. The text goes as typed: the API trims it and names what is wrong. */
export function ideaChanges(draft: IdeaDraft, saved: IdeaDraft): UpdateIdeaBody | null {
  const body: UpdateIdeaBody = {};
  if (draft.idea !== saved.idea) body.idea = draft.idea;
  if (draft.genreId !== saved.genreId) body.genreId = draft.genreId === "" ? null : Number(draft.genreId);
  return Object.keys(body).length > 0 ? body : null;
}
