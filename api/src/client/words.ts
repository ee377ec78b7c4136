/**
 * The server's word count (db/src/countWords.ts), for the editor's live
 * count: one rule, so the count beside the text is the one the book's lists
 * show. Browser-safe: the module imports nothing.
 */
export { countWords } from "@storyloom/db/countWords";
