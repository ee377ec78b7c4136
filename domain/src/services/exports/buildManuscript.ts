import { AlignmentType, Document, Header, Packer, PageNumber, Paragraph, TabStopType, TextRun } from "docx";
import { countWords } from "@storyloom/db/countWords";
import { blocksToParagraphs, parseMarkup } from "./markupToDocx.ts";
import type { ManuscriptStyle } from "./markupToDocx.ts";
import { SCRIPT_STYLE, scriptBlocksToParagraphs } from "./scriptToDocx.ts";

export interface ManuscriptChapter {
  /** "Chapter 3", or the author's own numbering. */
  heading: string;
  title: string | null;
  markup: string | null;
}

export interface Manuscript {
  /** Prose is set as a standard manuscript, a script as screenplay pages. */
  kind: "prose" | "script";
  title: string;
  authorName: string;
  chapters: ManuscriptChapter[];
}

/** Standard manuscript format: Times New Roman 12 pt, double-spaced (docs/decisions/chapters-and-files.md, Export). */
export const MANUSCRIPT_STYLE: ManuscriptStyle = { font: "Times New Roman", size: 24 };

const INCH = 1440;

/** "about 12,300 words": manuscripts round their word count (to the hundred, exact below a hundred). */
export function approximateWords(count: number): string {
  if (count < 100) return `${count} ${count === 1 ? "word" : "words"}`;
  return `about ${(Math.round(count / 100) * 100).toLocaleString("en-US")} words`;
}

type Alignment = (typeof AlignmentType)[keyof typeof AlignmentType];

function line(style: ManuscriptStyle, text: string, options: { bold?: boolean; alignment?: Alignment; before?: number } = {}): Paragraph {
  return new Paragraph({
    ...(options.alignment ? { alignment: options.alignment } : {}),
    spacing: { line: 480, before: options.before ?? 0, after: 0 },
    children: [new TextRun({ text, font: style.font, size: style.size, bold: options.bold ?? false })],
  });
}

function titlePage(manuscript: Manuscript, words: number, style: ManuscriptStyle): Paragraph[] {
  const { font, size } = style;
  return [
    // Author at the left, word count at the right, on the first line.
    new Paragraph({
      tabStops: [{ type: TabStopType.RIGHT, position: 9360 }],
      children: [new TextRun({ text: manuscript.authorName, font, size }), new TextRun({ text: `\t${approximateWords(words)}`, font, size })],
    }),
    // The title about halfway down the page.
    line(style, manuscript.title, { alignment: AlignmentType.CENTER, bold: true, before: 4 * INCH }),
    line(style, `by ${manuscript.authorName}`, { alignment: AlignmentType.CENTER }),
  ];
}

function chapterOpening(chapter: ManuscriptChapter, style: ManuscriptStyle): Paragraph[] {
  const heading = new Paragraph({
    pageBreakBefore: true,
    alignment: AlignmentType.CENTER,
    // Chapters open a third of the way down the page.
    spacing: { line: 480, before: 2 * INCH, after: 0 },
    keepNext: true,
    children: [new TextRun({ text: chapter.heading, font: style.font, size: style.size, bold: true })],
  });
  const title = chapter.title?.trim();
  return title ? [heading, line(style, title, { alignment: AlignmentType.CENTER })] : [heading];
}

/** The manuscript as a DOCX file: a title page, then each chapter on a new page (screenplay pages for a script). */
export async function buildManuscript(manuscript: Manuscript): Promise<Buffer> {
  const words = manuscript.chapters.reduce((sum, chapter) => sum + countWords(chapter.markup), 0);
  const style = manuscript.kind === "script" ? SCRIPT_STYLE : MANUSCRIPT_STYLE;
  const { font, size } = style;
  const bodyOf = (markup: string | null) =>
    manuscript.kind === "script" ? scriptBlocksToParagraphs(parseMarkup(markup)) : blocksToParagraphs(parseMarkup(markup), MANUSCRIPT_STYLE);
  const surname = manuscript.authorName.trim().split(/\s+/).at(-1) ?? manuscript.authorName;
  const shortTitle = manuscript.title.length > 40 ? `${manuscript.title.slice(0, 40).trimEnd()}…` : manuscript.title;
  const document = new Document({
    creator: manuscript.authorName,
    title: manuscript.title,
    styles: { default: { document: { run: { font, size } } } },
    sections: [
      {
        properties: { page: { margin: { top: INCH, right: INCH, bottom: INCH, left: INCH } }, titlePage: true },
        headers: {
          // Every page but the first: "Surname / Title / page", flush right.
          default: new Header({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [new TextRun({ children: [`${surname} / ${shortTitle} / `, PageNumber.CURRENT], font, size })],
              }),
            ],
          }),
          first: new Header({ children: [] }),
        },
        children: [
          ...titlePage(manuscript, words, style),
          ...manuscript.chapters.flatMap((chapter) => [...chapterOpening(chapter, style), ...bodyOf(chapter.markup)]),
          line(style, "END", { alignment: AlignmentType.CENTER }),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
