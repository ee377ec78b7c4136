/**
 * Words of a chapter's markup as a reader would count them: block tags
 * (p, br, h1–h6, li, blockquote, div) separate words, other tags join the text
 * around them, an entity is a letter (`&nbsp;` a space), and a run of
 * punctuation alone is not a word. One pass over the string, no copies: a
 * 10,000-word chapter counts in well under a millisecond, so every save can
 * keep `chapters.word_count` current (the Chapter model does; a regular
 * expression version of the same rule is the test's oracle).
 *
 * Markup is the sanitiser's output: a `<` always starts a tag. In text that
 * is not markup a lone `<` with no `>` after it counts as punctuation.
 */
export function countWords(markup: string | null): number {
  if (!markup) return 0;
  let words = 0;
  let inToken = false;
  let tokenHasLetter = false;
  const endToken = () => {
    if (inToken && tokenHasLetter) words += 1;
    inToken = false;
    tokenHasLetter = false;
  };

  const length = markup.length;
  let i = 0;
  while (i < length) {
    const code = markup.charCodeAt(i);
    if (code === LESS_THAN) {
      const close = markup.indexOf(">", i + 1);
      if (close !== -1) {
        if (isBlockTag(markup, i + 1, close)) endToken();
        i = close + 1;
        continue;
      }
    } else if (code === AMPERSAND) {
      const end = entityEnd(markup, i + 1);
      if (end !== -1) {
        if (isSpaceEntity(markup, i + 1, end)) endToken();
        else {
          inToken = true;
          tokenHasLetter = true;
        }
        i = end + 1;
        continue;
      }
    }
    if (isSpace(code)) {
      endToken();
      i += 1;
      continue;
    }
    inToken = true;
    if (tokenHasLetter) {
      i += 1;
      continue;
    }
    if (code < 128) {
      tokenHasLetter = isAsciiLetterOrDigit(code);
      i += 1;
      continue;
    }
    const point = markup.codePointAt(i) ?? code;
    tokenHasLetter = LETTER_OR_NUMBER.test(String.fromCodePoint(point));
    i += point > 0xffff ? 2 : 1;
  }
  endToken();
  return words;
}

const LESS_THAN = 0x3c;
const AMPERSAND = 0x26;
const SEMICOLON = 0x3b;
const LETTER_OR_NUMBER = /^[\p{L}\p{N}]$/u;
const BLOCK_TAGS = new Set(["p", "br", "h1", "h2", "h3", "h4", "h5", "h6", "li", "blockquote", "div"]);
const SPACE_ENTITIES = new Set(["nbsp", "#160", "#xa0"]);

function isAsciiLetterOrDigit(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

function isWordCharacter(code: number): boolean {
  return isAsciiLetterOrDigit(code) || code === 0x5f;
}

/** White space as JavaScript's `\s` knows it (ASCII, no-break and the Unicode spaces). */
function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** Whether the tag between `<` and `>` (from `start` to `close`) is a block tag, opening or closing. */
function isBlockTag(markup: string, start: number, close: number): boolean {
  let nameStart = start;
  if (markup.charCodeAt(nameStart) === 0x2f) nameStart += 1;
  let nameEnd = nameStart;
  while (nameEnd < close && isWordCharacter(markup.charCodeAt(nameEnd))) nameEnd += 1;
  if (nameEnd === nameStart || nameEnd - nameStart > 10) return false;
  return BLOCK_TAGS.has(markup.slice(nameStart, nameEnd).toLowerCase());
}

/** The index of the `;` closing an entity whose name starts at `start` (letters, digits, `#`), or -1. */
function entityEnd(markup: string, start: number): number {
  let i = start;
  while (i < markup.length) {
    const code = markup.charCodeAt(i);
    if (code === SEMICOLON) return i > start ? i : -1;
    if (!isAsciiLetterOrDigit(code) && code !== 0x23) return -1;
    i += 1;
  }
  return -1;
}

function isSpaceEntity(markup: string, start: number, end: number): boolean {
  return end - start <= 4 && SPACE_ENTITIES.has(markup.slice(start, end).toLowerCase());
}
