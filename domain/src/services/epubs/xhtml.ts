/**
 * The XHTML pieces every EPUB document shares: text escaped for XML (with
 * the characters XML 1.0 forbids dropped) and the page around a body.
 */

// XML 1.0 allows tab, newline, carriage return and everything from U+0020 but
// lone surrogates and U+FFFE/U+FFFF; anything else makes the document ill-formed.
const FORBIDDEN_IN_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text as XML character data or an attribute value (quotes escaped too). */
export function escapeXml(text: string): string {
  return text
    .replace(FORBIDDEN_IN_XML, "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** An EPUB 3 content document: a well-formed XHTML page with the book's stylesheet. */
export function xhtmlPage(input: { title: string; language: string; body: string; bodyClass?: string; epubType?: string; stylesheet?: string | null }): string {
  const stylesheet = input.stylesheet === undefined ? "style.css" : input.stylesheet;
  const link = stylesheet === null ? "" : `\n<link rel="stylesheet" type="text/css" href="${escapeXml(stylesheet)}"/>`;
  const classAttribute = input.bodyClass ? ` class="${escapeXml(input.bodyClass)}"` : "";
  const typeAttribute = input.epubType ? ` epub:type="${escapeXml(input.epubType)}"` : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${escapeXml(input.language)}" lang="${escapeXml(input.language)}">
<head>
<meta charset="UTF-8"/>
<title>${escapeXml(input.title)}</title>${link}
</head>
<body${classAttribute}${typeAttribute}>
${input.body}
</body>
</html>
`;
}
