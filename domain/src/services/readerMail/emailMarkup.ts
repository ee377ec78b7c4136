/**
 * A newsletter's text (the studio editor's Quill markup) as the two parts of
 * an e-mail: HTML that mail clients show alike, and plain text.
 */
import { parseMarkup } from "../chapters/markupBlocks.ts";
import { sanitizeMarkup } from "../chapters/sanitizeMarkup.ts";

/** Quill 2 keeps every list in <ol>, each item saying its kind; mail clients need <ul> for bullets. */
function listsForMail(html: string): string {
  return html.replace(/<ol>((?:(?!<\/ol>)[\s\S])*)<\/ol>/g, (whole, items: string) => {
    const kinds = [...items.matchAll(/<li\b[^>]*data-list="(\w+)"/g)].map((match) => match[1]);
    return kinds.length > 0 && kinds.every((kind) => kind === "bullet") ? `<ul>${items}</ul>` : whole;
  });
}

/** Quill's class formats as inline styles (mail clients drop style sheets). */
function classesForMail(html: string): string {
  return html
    .replace(/ class="ql-align-(center|right|justify)"/g, ' style="text-align:$1"')
    .replace(/ class="ql-indent-(\d)"/g, (_whole, level: string) => ` style="margin-left:${Number(level) * 2}em"`)
    .replace(/ class="[^"]*"/g, "")
    .replace(/ data-list="\w+"/g, "");
}

/** The markup as e-mail HTML: sanitised like a chapter, lists and formats in forms mail clients read. */
export function markupToEmailHtml(markup: string): string {
  return classesForMail(listsForMail(sanitizeMarkup(markup)))
    .replace(/<blockquote>/g, '<blockquote style="margin:0 0 0 1em;padding-left:1em;border-left:3px solid #d8d2c8">')
    .replace(/<p><br ?\/?><\/p>/g, "<p>&nbsp;</p>");
}

/** Links keep their address in the text part: "the shop (https://…)". */
function linksAsText(html: string): string {
  return html.replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, (_whole, href: string, label: string) => {
    const address = href.replace(/&amp;/g, "&");
    const text = label.replace(/<[^>]*>/g, "");
    return text.trim() === "" || text.trim() === address ? address : `${label} (${address})`;
  });
}

/** The markup as plain text: paragraphs apart, headings and quotes marked, list items with their markers, links with their addresses. */
export function markupToText(markup: string): string {
  const blocks = parseMarkup(linksAsText(sanitizeMarkup(markup)));
  const lines: string[] = [];
  blocks.forEach((block, index) => {
    const text = block.runs
      .map((run) => `${run.breakBefore ? "\n" : ""}${run.text}`)
      .join("")
      .trim();
    const previous = blocks[index - 1];
    // Items of one list follow one another without a blank line (a list restarts at "1. " or changes its markers); everything else is set apart.
    const sameList =
      block.kind === "listItem" && previous?.kind === "listItem" && block.marker !== "1. " && (block.marker === "• ") === (previous.marker === "• ");
    if (index > 0 && !sameList) lines.push("");
    if (block.kind === "sceneBreak") lines.push("* * *");
    else if (block.kind === "heading") lines.push(text.toUpperCase());
    else if (block.kind === "quote")
      lines.push(
        text
          .split("\n")
          .map((line) => `> ${line}`)
          .join("\n"),
      );
    else lines.push(`${block.marker}${text}`);
  });
  return lines.join("\n");
}
