/**
 * Our sanitised chapter markup (sanitizeMarkup.ts: p, h1–h3, blockquote,
 * lists, strong/em/u/s, links, br) as blocks of text runs. The markup is
 * sanitised before it is stored, so a small tokenizer over its known tags is
 * enough; anything unknown is read as its text. The manuscript export
 * (exports/markupToDocx.ts) and the AI tools' story context read it.
 */
import { SCRIPT_ELEMENTS } from "./sanitizeMarkup.ts";

export type ScriptElement = (typeof SCRIPT_ELEMENTS)[number];

export interface Run {
  text: string;
  bold: boolean;
  italics: boolean;
  underline: boolean;
  strike: boolean;
  /** A line break before the text (<br>). */
  breakBefore: boolean;
}

export type BlockKind = "paragraph" | "heading" | "quote" | "listItem" | "sceneBreak";

export interface Block {
  kind: BlockKind;
  runs: Run[];
  align: "left" | "center" | "right" | "justify";
  /** "1. " or "• " for list items, "" otherwise. */
  marker: string;
  /** The screenplay element of a paragraph of a SCRIPT book (`<p class="sl-dialogue">`), else null. */
  script: ScriptElement | null;
}

/** A paragraph of nothing but one of these marks is a scene break (docs/decisions/chapters-and-files.md, Export). */
const SCENE_BREAK = /^\s*(#|\*\s*\*\s*\*|\*\*\*|⁂|~\s*~\s*~|-\s*-\s*-)\s*$/u;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const BLOCK_TAGS = new Set(["p", "h1", "h2", "h3", "blockquote", "li"]);
const TOKEN = /<(\/?)([a-z][a-z0-9]*)\b([^>]*)>|([^<]+)/gi;

function scriptElementOf(attributes: string): ScriptElement | null {
  const name = /\bsl-([a-z]+)/.exec(attributes)?.[1];
  return (SCRIPT_ELEMENTS as readonly string[]).includes(name ?? "") ? (name as ScriptElement) : null;
}

function alignOf(attributes: string): Block["align"] {
  const match = /ql-align-(center|right|justify)/.exec(attributes);
  return match ? (match[1] as Block["align"]) : "left";
}

/** The blocks of a chapter's markup, in order; empty paragraphs (Quill's spacing) are left out. */
export function parseMarkup(markup: string | null): Block[] {
  if (!markup) return [];
  const blocks: Block[] = [];
  const styles = { bold: 0, italics: 0, underline: 0, strike: 0 };
  const lists: { ordered: boolean; count: number }[] = [];
  // Held in an object: the helpers below change it, which narrowing of a plain variable would not see.
  const state: { current: Block | null; pendingBreak: boolean } = { current: null, pendingBreak: false };

  const open = (kind: BlockKind, attributes: string, marker = ""): void => {
    state.current = { kind, runs: [], align: alignOf(attributes), marker, script: scriptElementOf(attributes) };
    state.pendingBreak = false;
  };
  const close = (): void => {
    const block = state.current;
    if (!block) return;
    const text = block.runs.map((run) => run.text).join("");
    if (block.kind !== "listItem" && !block.script && SCENE_BREAK.test(text))
      blocks.push({ kind: "sceneBreak", runs: [], align: "center", marker: "", script: null });
    else if (text.trim() !== "") blocks.push(block);
    state.current = null;
  };
  const addText = (raw: string): void => {
    const text = decodeEntities(raw).replace(/\s+/g, " ");
    if (text === "" || (!state.current && text.trim() === "")) return;
    const block: Block = state.current ?? { kind: "paragraph", runs: [], align: "left", marker: "", script: null };
    state.current = block;
    block.runs.push({
      text,
      bold: styles.bold > 0,
      italics: styles.italics > 0,
      underline: styles.underline > 0,
      strike: styles.strike > 0,
      breakBefore: state.pendingBreak,
    });
    state.pendingBreak = false;
  };

  for (const match of markup.matchAll(TOKEN)) {
    const [, slash, rawTag, attributes = "", text] = match;
    if (text !== undefined) {
      addText(text);
      continue;
    }
    const tag = (rawTag ?? "").toLowerCase();
    const closing = slash === "/";
    const delta = closing ? -1 : 1;
    if (tag === "strong" || tag === "b") styles.bold = Math.max(0, styles.bold + delta);
    else if (tag === "em" || tag === "i") styles.italics = Math.max(0, styles.italics + delta);
    else if (tag === "u") styles.underline = Math.max(0, styles.underline + delta);
    else if (tag === "s") styles.strike = Math.max(0, styles.strike + delta);
    else if (tag === "br") state.pendingBreak = (state.current?.runs.length ?? 0) > 0;
    else if (tag === "ol" || tag === "ul") {
      if (closing) lists.pop();
      else lists.push({ ordered: tag === "ol", count: 0 });
    } else if (BLOCK_TAGS.has(tag)) {
      close();
      if (closing) continue;
      if (tag === "li") {
        const list = lists.at(-1);
        // Quill 2 keeps the kind on each item: <ol><li data-list="bullet">.
        const kind = /data-list="(\w+)"/.exec(attributes)?.[1];
        const ordered = kind ? kind === "ordered" : (list?.ordered ?? false);
        const number = list ? (list.count += 1) : 1;
        open("listItem", attributes, ordered ? `${number}. ` : "• ");
      } else open(tag === "blockquote" ? "quote" : tag === "p" ? "paragraph" : "heading", attributes);
    }
  }
  close();
  return blocks;
}
