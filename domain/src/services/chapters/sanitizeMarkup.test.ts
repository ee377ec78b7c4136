import { describe, expect, it } from "vitest";
import { sanitizeMarkup } from "./sanitizeMarkup.ts";

describe("sanitizeMarkup", () => {
  it("keeps what Quill 2 writes", () => {
    const quill = [
      "<h1>One</h1><h2>Two</h2><h3>Three</h3>",
      '<p class="ql-align-center">A <strong>bold</strong>, <em>slanted</em>, <u>underlined</u> and <s>struck</s> line.<br /></p>',
      '<p class="ql-indent-2">Indented</p>',
      "<blockquote>Quoted</blockquote>",
      '<ol><li data-list="bullet">one</li><li data-list="ordered">two</li></ol><ul><li>three</li></ul>',
    ].join("");
    expect(sanitizeMarkup(quill)).toBe(quill);
  });

  it("keeps the six screenplay classes on paragraphs, one per paragraph as the editor writes them", () => {
    const script = [
      '<p class="sl-heading">INT. KITCHEN - NIGHT</p>',
      '<p class="sl-action">Rain on the window.</p>',
      '<p class="sl-character">ANNA</p>',
      '<p class="sl-parenthetical">(quietly)</p>',
      '<p class="sl-dialogue">Hello.</p>',
      '<p class="sl-transition">CUT TO:</p>',
    ].join("");
    expect(sanitizeMarkup(script)).toBe(script);
  });

  it("drops other screenplay-like classes and attributes, and the screenplay classes off other tags", () => {
    expect(sanitizeMarkup('<p class="sl-dialogue sl-evil dialogue">x</p>')).toBe('<p class="sl-dialogue">x</p>');
    expect(sanitizeMarkup('<p data-script-element="dialogue" class="heading sl-scene-heading">x</p>')).toBe("<p>x</p>");
    expect(sanitizeMarkup('<h1 class="sl-heading">x</h1><li class="sl-dialogue">y</li><span class="sl-action">z</span>')).toBe(
      "<h1>x</h1><li>y</li><span>z</span>",
    );
  });

  it("keeps http, https and mailto links and fixes their rel and target", () => {
    expect(sanitizeMarkup('<a href="https://example.com" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(sanitizeMarkup('<a href="mailto:a@example.com">mail</a>')).toContain('href="mailto:a@example.com"');
  });

  it("removes scripts with their content", () => {
    expect(sanitizeMarkup("<p>Hi</p><script>alert(1)</script>")).toBe("<p>Hi</p>");
    expect(sanitizeMarkup("<p>Hi<SCRIPT src=//evil.example></SCRIPT></p>")).toBe("<p>Hi</p>");
  });

  it("removes event-handler and style attributes", () => {
    expect(sanitizeMarkup('<p onclick="alert(1)" style="color:red">x</p><img src=x onerror="alert(1)">')).toBe("<p>x</p>");
  });

  it("removes javascript:, data: and protocol-relative links but keeps the text", () => {
    for (const href of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "java\tscript:alert(1)", "data:text/html,<script>alert(1)</script>", "//evil.example"]) {
      expect(sanitizeMarkup(`<a href="${href}">click</a>`)).toBe('<a rel="noopener noreferrer nofollow" target="_blank">click</a>');
    }
  });

  it("removes SVG payloads whole", () => {
    expect(sanitizeMarkup('<p>a</p><svg onload="alert(1)"><script>alert(2)</script><text>b</text></svg>')).toBe("<p>a</p>");
    expect(sanitizeMarkup('<svg><a href="javascript:alert(1)"><circle r="9"/></a></svg>')).toBe("");
  });

  it("removes iframes, styles and unknown classes", () => {
    expect(sanitizeMarkup('<iframe src="https://evil.example"></iframe><style>p{}</style><p class="ql-ui x">y</p>')).toBe("<p>y</p>");
  });
});
