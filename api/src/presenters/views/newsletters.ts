// Imports only db enums: see README.md.
import type { NewsletterStatus } from "@storyloom/db/enums";

/** A newsletter as its author sees it in the studio, with how its sending went. */
export interface NewsletterView {
  id: number;
  subject: string;
  /** The editor's markup (sanitised). */
  markup: string;
  status: NewsletterStatus;
  /** When it goes (SCHEDULED) or was to go; null for a draft. */
  scheduledAt: string | null;
  sentAt: string | null;
  /** Readers it was written for; 0 before it is sent. */
  recipientsCount: number;
  /** Messages the mail server accepted. */
  deliveredCount: number;
  /** Messages given up after every try. */
  failedCount: number;
  /** Deliveries opened at least once (images shown: a lower bound). */
  openedCount: number;
  createdAt: string;
  updatedAt: string;
}

/** The e-mail a newsletter is, as readers will get it. */
export interface NewsletterPreviewView {
  subject: string;
  html: string;
  text: string;
}
