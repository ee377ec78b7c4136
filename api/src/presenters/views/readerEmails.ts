/** A reader's choice of e-mails from one author (ReaderNotification). */
export interface AuthorEmailChoiceView {
  authorId: number;
  authorName: string | null;
  getEmails: boolean;
  updatedAt: string;
}
