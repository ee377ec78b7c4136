// Imports only db enums: see README.md.

/** A beat of a template: what it becomes in a book, without a place or chapters. */
export interface OutlineTemplateBeatView {
  name: string;
  purpose: string | null;
  description: string | null;
  act: number | null;
}

/** presentOutlineTemplate: a global template (read-only) or one of the author's own. */
export interface OutlineTemplateView {
  id: number;
  name: string;
  description: string | null;
  beats: OutlineTemplateBeatView[];
  /** Shipped with Storyloom: anyone may apply it, nobody may change it. */
  isGlobal: boolean;
  /** The suggested template. */
  isDefault: boolean;
  /** ISO date. */
  updatedAt: string;
}
