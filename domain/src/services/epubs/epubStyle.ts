/** The stylesheet of every EPUB we build: plain book typography, and a screenplay's paragraph kinds. */
export const EPUB_STYLESHEET = `@charset "UTF-8";
body { margin: 0 5%; font-family: serif; line-height: 1.5; }
h1 { margin: 3em 0 0.4em; font-size: 1.6em; text-align: center; page-break-before: always; }
h2 { margin: 1.5em 0 0.5em; font-size: 1.2em; }
p { margin: 0; text-indent: 1.5em; }
h1 + p, h2 + p, hr + p, .chapter-title + p, blockquote p { text-indent: 0; }
.chapter-title { margin: 0 0 2em; font-size: 1.1em; font-style: italic; text-align: center; text-indent: 0; }
blockquote { margin: 1em 2em; }
ol, ul { margin: 0.5em 0 0.5em 1.5em; }
hr.scene-break { margin: 1.5em auto; width: 20%; border: 0; border-top: 1px solid currentColor; }
.underline { text-decoration: underline; }
.align-center { text-align: center; text-indent: 0; }
.align-right { text-align: right; text-indent: 0; }
.align-justify { text-align: justify; }
.title-page { text-align: center; }
.title-page h1 { margin-top: 25%; font-size: 2em; }
.title-page .byline { margin: 1em 0 3em; font-size: 1.2em; text-indent: 0; }
.title-page .blurb p { text-align: left; }
.cover { margin: 0; padding: 0; text-align: center; }
.cover img { max-width: 100%; max-height: 100%; }
.colophon p { margin: 0.8em 0; text-indent: 0; font-size: 0.9em; }
nav ol { list-style: none; margin-left: 0; padding-left: 0; }
nav li { margin: 0.4em 0; }
/* Screenplay pages (books of type SCRIPT): the studio's paragraph kinds. */
body.script { font-family: "Courier New", Courier, monospace; line-height: 1.3; }
.script p { text-indent: 0; margin: 0 0 1em; }
.script .sl-heading { font-weight: bold; text-transform: uppercase; margin-top: 1.5em; }
.script .sl-action { margin-right: 0; }
.script .sl-character { margin: 1em 0 0 35%; text-transform: uppercase; }
.script .sl-dialogue { margin: 0 15% 1em 20%; }
.script .sl-parenthetical { margin: 0 25% 0 28%; font-style: italic; }
.script .sl-transition { text-align: right; text-transform: uppercase; margin-top: 1em; }
`;
