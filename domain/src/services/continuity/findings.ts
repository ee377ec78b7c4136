/**
 * What a continuity check answers (README.md beside this file): findings, each
 * with the passage of the checked chapter it is about, the passages it rests on
 * and the story bible change accepting it would make. Pure.
 */
import { createHash } from "node:crypto";

export const FINDING_KINDS = ["TRAIT", "DEAD_CHARACTER", "NAME", "AI"] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

export const FINDING_SEVERITIES = ["HIGH", "MEDIUM", "LOW"] as const;
export type FindingSeverity = (typeof FINDING_SEVERITIES)[number];

/** A passage a finding rests on: a story bible entry or a sentence of an earlier chapter. */
export type RestsOn =
  | { source: "CHARACTER" | "LORE"; id: number; name: string; text: string }
  | { source: "CHAPTER"; id: number; name: string; chapterNumber: number; paragraph: number; text: string };

/** The story bible change that accepting a finding makes (applied through the character and lore PATCH routes). */
export interface BibleUpdate {
  entity: "CHARACTER" | "LORE";
  id: number;
  field: "overview" | "physical" | "mental" | "skills" | "description";
  value: string;
}

export interface Finding {
  /** Stable across runs of the same text: a hash of kind, subject and quote. */
  id: string;
  kind: FindingKind;
  severity: FindingSeverity;
  message: string;
  /** The passage of the checked chapter; `paragraph` counts its paragraphs from 1. */
  quote: { text: string; paragraph: number };
  restsOn: RestsOn[];
  bibleUpdate: BibleUpdate | null;
}

/** A finding's id: the same contradiction in the same words gets the same id on every run (the studio remembers dismissals by it). */
export function findingId(kind: FindingKind, subject: string, quote: string): string {
  return createHash("sha256")
    .update(`${kind}\u0000${subject.toLowerCase()}\u0000${normalizeText(quote)}`)
    .digest("hex")
    .slice(0, 16);
}

/** Whitespace folded, curly quotes made straight, lower case: how a quote is compared with the text. */
export function normalizeText(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/** Findings in reading order (then by kind), one per id. */
export function orderFindings(findings: readonly Finding[]): Finding[] {
  const seen = new Set<string>();
  const kept = findings.filter((finding) => (seen.has(finding.id) ? false : (seen.add(finding.id), true)));
  return kept.sort((a, b) => a.quote.paragraph - b.quote.paragraph || FINDING_KINDS.indexOf(a.kind) - FINDING_KINDS.indexOf(b.kind));
}
