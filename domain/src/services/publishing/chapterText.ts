/** Whether markup shows any text: tags, `&nbsp;` and spaces are not text (an emptied editor leaves `<p><br></p>`). */
export function hasVisibleText(markup: string | null): boolean {
  if (markup === null) return false;
  return markup.replace(/<[^>]*>/g, "").replace(/(&nbsp;|\s)+/g, "").length > 0;
}

/** The name of the version a publication keeps, e.g. "Published 2026-11-24 10:00 UTC". */
export function publishedVersionName(at: Date): string {
  return `Published ${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

export const EMPTY_CHAPTER_MESSAGE = "Write something in this chapter before publishing it.";
