import type { AuthorEmailChoice } from "@storyloom/domain/services/readerMail/readerNotifications.ts";
import type { AuthorEmailChoiceView } from "./views/readerEmails.ts";

export type { AuthorEmailChoiceView };

export function presentAuthorEmailChoice(choice: AuthorEmailChoice): AuthorEmailChoiceView {
  return { authorId: choice.authorId, authorName: choice.authorName, getEmails: choice.getEmails, updatedAt: choice.updatedAt.toISOString() };
}
