import type { AiService, AssistantMessageRole } from "@storyloom/db/enums";

export interface AssistantView {
  id: number;
  bookId: number;
  name: string;
  instructions: string | null;
  service: AiService;
  model: string | null;
  lastSyncedAt: string | null;
  createdAt: string;
}

/** A passage an answer was given: the chapter (its number and title), the paragraph it starts at, an excerpt. */
export interface CitationView {
  chapterId: number;
  chapterNumber: number;
  chapterTitle: string | null;
  firstParagraph: number;
  excerpt: string;
}

export interface AssistantMessageView {
  id: number;
  role: AssistantMessageRole;
  content: string;
  citations: CitationView[];
  createdAt: string;
}
