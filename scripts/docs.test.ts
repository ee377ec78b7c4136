// The docs and comments cite only files in the repository (issue 25): no file cites the product brief, the design
// notes or the style notes that lived outside it, nor the one decisions file that became docs/decisions/; and every
// Markdown link, and every docs/… path, in a Markdown file under docs/ or in a README points at a file of the
// repository (a link's #anchor at one of its headings). A failure names each file and line.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

// Spelt in parts, so that this file does not cite what it looks for.
const OUTSIDE_FILES = ["SPEC", "DESIGN", "STYLE"].map((name) => `${name}.md`);
const OLD_DECISIONS = ["docs/decisions", "md"].join(".");
const SPEC_SECTION = ["SPEC", "§"].join(" ");

/** Why a line cites something a clone of the repository does not hold, or null. */
function outsideCitationIn(line: string): string | null {
  for (const name of OUTSIDE_FILES) {
    if (new RegExp(`(?<![\\w.-])${name.replace(".", "\\.")}`).test(line))
      return `cites ${name}, which is not in the repository (docs/product.md, docs/architecture.md and docs/code-style.md carry what it said)`;
  }
  if (line.includes(SPEC_SECTION)) return `cites "${SPEC_SECTION}", a section of a file not in the repository (docs/product.md carries it)`;
  if (line.includes(OLD_DECISIONS)) return `cites ${OLD_DECISIONS}, which became docs/decisions/ (index: docs/decisions/README.md)`;
  return null;
}

interface Problem {
  file: string;
  line: number;
  problem: string;
}

const formatProblem = (p: Problem): string => `${p.file}:${p.line}: ${p.problem}`;

/** The repository's files (tracked, and new ones not ignored), relative to the root; none under node_modules. */
function repositoryFiles(): string[] {
  let listed: string[];
  try {
    listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
      .split("\0")
      .filter(Boolean);
  } catch {
    listed = walk("");
  }
  return [...new Set(listed)].filter((file) => !file.split("/").includes("node_modules") && existsSync(path.join(ROOT, file))).sort();
}

/** Without git (an exported tree): every file but those the tools make. */
function walk(dir: string): string[] {
  const skipped = new Set(["node_modules", ".git", ".tools", ".data", ".cache", "dist", "test-results", "coverage"]);
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return [];
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    return entry.isDirectory() ? walk(relative) : [relative];
  });
}

/** A text file's lines, or null for a binary one. */
function linesOf(file: string): string[] | null {
  const bytes = readFileSync(path.join(ROOT, file));
  if (bytes.includes(0)) return null;
  return bytes.toString("utf8").split("\n");
}

/** Directories of the repository: those holding any of its files. */
function directoriesOf(files: readonly string[]): Set<string> {
  const dirs = new Set<string>([""]);
  for (const file of files) {
    for (let dir = path.posix.dirname(file); dir !== "." && !dirs.has(dir); dir = path.posix.dirname(dir)) dirs.add(dir);
  }
  return dirs;
}

/** GitHub's anchor of a heading: its text in lower case, punctuation dropped, spaces as hyphens. */
function slugOf(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "").replace(/ /g, "-");
}

/** The anchors of a Markdown text's headings, duplicates numbered as GitHub numbers them. */
function anchorsOf(lines: readonly string[]): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(lines)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line.text);
    if (!heading) continue;
    const slug = slugOf(heading[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** A Markdown text's lines outside fenced code blocks, with their numbers. */
function proseLines(lines: readonly string[]): { text: string; number: number }[] {
  const prose: { text: string; number: number }[] = [];
  let fence: string | null = null;
  lines.forEach((text, index) => {
    const marker = /^\s*(```+|~~~+)/.exec(text)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return;
    }
    if (fence === null) prose.push({ text, number: index + 1 });
  });
  return prose;
}

/** The targets of a line's Markdown links (inline code left out), as written. */
function linkTargetsIn(line: string): string[] {
  const withoutCode = line.replace(/`+[^`]*`+/g, "");
  return [...withoutCode.matchAll(/\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!);
}

/** The docs/… paths a line names (in code or not), trailing punctuation dropped. */
function docsPathsIn(line: string): string[] {
  return [...line.matchAll(/(?<![\w./-])docs\/[\w./-]*/g)].map((match) => match[0].replace(/[.,:;]+$/, ""));
}

/** Whether a target is somewhere else than the repository (a site, an address, a scheme). */
const isExternal = (target: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//");

function checkMarkdown(
  file: string,
  lines: readonly string[],
  files: ReadonlySet<string>,
  dirs: ReadonlySet<string>,
  anchorsOfFile: (file: string) => Set<string> | null,
): Problem[] {
  const problems: Problem[] = [];
  const exists = (relative: string): boolean => files.has(relative) || dirs.has(relative.replace(/\/$/, ""));
  for (const { text, number } of proseLines(lines)) {
    for (const target of linkTargetsIn(text)) {
      if (isExternal(target)) continue;
      const [pathPart = "", anchor] = target.split("#", 2) as [string, string | undefined];
      const decoded = decodeURIComponent(pathPart.split("?")[0]!);
      const resolved =
        decoded === "" ? file : path.posix.normalize(decoded.startsWith("/") ? decoded.slice(1) : path.posix.join(path.posix.dirname(file), decoded));
      if (resolved.startsWith("..") || !exists(resolved)) {
        problems.push({ file, line: number, problem: `links to ${target}, and ${resolved} is not a file of the repository` });
        continue;
      }
      if (anchor && resolved.endsWith(".md") && files.has(resolved)) {
        const anchors = anchorsOfFile(resolved);
        if (anchors && !anchors.has(decodeURIComponent(anchor)))
          problems.push({ file, line: number, problem: `links to ${target}, and ${resolved} has no heading #${anchor}` });
      }
    }
    for (const cited of docsPathsIn(text)) {
      if (!exists(cited)) problems.push({ file, line: number, problem: `names ${cited}, which is not a file of the repository` });
    }
  }
  return problems;
}

const isReadme = (file: string): boolean => /(^|\/)README\.md$/i.test(file);
const isCheckedMarkdown = (file: string): boolean => (file.startsWith("docs/") && file.endsWith(".md")) || isReadme(file);

describe("what a line cites", () => {
  it("finds the files outside the repository and the old decisions file, however the line goes on", () => {
    for (const name of OUTSIDE_FILES) expect(outsideCitationIn(`see ${name}, "Errors"`)).toContain(name);
    expect(outsideCitationIn(`the limits of ${SPEC_SECTION}5`)).toContain(SPEC_SECTION);
    expect(outsideCitationIn(`(${OLD_DECISIONS}, AI balance)`)).toContain("docs/decisions/");
  });

  it("lets the files that replace them, and names that merely contain the words, pass", () => {
    expect(outsideCitationIn("(docs/product.md, Validation rules; docs/decisions/ai.md, AI balance)")).toBeNull();
    expect(outsideCitationIn("S3_FORCE_PATH_STYLE: true, STYLE: z.strictObject({})")).toBeNull();
  });
});

describe("links and paths in Markdown", () => {
  const files = new Set(["docs/product.md", "docs/decisions/README.md", "docs/decisions/ai.md", "api/README.md"]);
  const dirs = directoriesOf([...files]);
  const anchors = (file: string) =>
    file === "docs/decisions/ai.md" ? anchorsOf(["# AI", "## AI balance", "### `orderIndex`", "### Limits", "### Limits"]) : new Set<string>();
  const problemsOf = (file: string, text: string) => checkMarkdown(file, text.split("\n"), files, dirs, anchors).map(formatProblem);

  it("accepts links and docs/ paths to files and folders that exist, and anchors at their headings", () => {
    expect(
      problemsOf(
        "docs/decisions/README.md",
        "[AI](ai.md#ai-balance), [order](ai.md#orderindex), [two](ai.md#limits-1), [home](../product.md), [site](https://example.com)",
      ),
    ).toEqual([]);
    expect(problemsOf("api/README.md", "See docs/product.md, docs/decisions/ and `docs/decisions/ai.md`.")).toEqual([]);
  });

  it("names the file and line of a link to a missing file, a missing heading, or a docs/ path that is not there", () => {
    expect(problemsOf("docs/product.md", "first\n[gone](decisions/payments.md)\n[nope](decisions/ai.md#no-such-heading)\nsee docs/gone.md.")).toEqual([
      "docs/product.md:2: links to decisions/payments.md, and docs/decisions/payments.md is not a file of the repository",
      "docs/product.md:3: links to decisions/ai.md#no-such-heading, and docs/decisions/ai.md has no heading #no-such-heading",
      "docs/product.md:4: names docs/gone.md, which is not a file of the repository",
    ]);
  });

  it("reads no link inside code", () => {
    expect(problemsOf("docs/product.md", "`[x](missing.md)`\n```\n[y](missing.md)\n```")).toEqual([]);
  });
});

describe("the repository", () => {
  const files = repositoryFiles();
  const fileSet = new Set(files);
  const dirs = directoriesOf(files);
  const texts = new Map<string, string[] | null>();
  const textOf = (file: string): string[] | null => {
    if (!texts.has(file)) texts.set(file, statSync(path.join(ROOT, file)).isFile() ? linesOf(file) : null);
    return texts.get(file) ?? null;
  };
  const anchorCache = new Map<string, Set<string> | null>();
  const anchorsOfFile = (file: string): Set<string> | null => {
    if (!anchorCache.has(file)) {
      const lines = textOf(file);
      anchorCache.set(file, lines ? anchorsOf(lines) : null);
    }
    return anchorCache.get(file) ?? null;
  };

  it("cites no file that lives outside it, nor the old decisions file", () => {
    const problems: Problem[] = [];
    for (const file of files) {
      textOf(file)?.forEach((line, index) => {
        const problem = outsideCitationIn(line);
        if (problem) problems.push({ file, line: index + 1, problem });
      });
    }
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it("links, in docs/ and every README, only to files it holds", () => {
    const markdown = files.filter(isCheckedMarkdown);
    expect(markdown).toContain("docs/decisions/README.md");
    const problems = markdown.flatMap((file) => checkMarkdown(file, textOf(file) ?? [], fileSet, dirs, anchorsOfFile));
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it("lists every decisions file in the decisions index", () => {
    const index = (textOf("docs/decisions/README.md") ?? []).join("\n");
    const areas = files.filter((file) => /^docs\/decisions\/[^/]+\.md$/.test(file) && file !== "docs/decisions/README.md");
    expect(areas.length).toBeGreaterThan(0);
    expect(areas.filter((file) => !index.includes(`](${path.posix.basename(file)})`))).toEqual([]);
  });
});
