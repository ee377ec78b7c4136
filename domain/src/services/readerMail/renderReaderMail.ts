/**
 * The HTML and plain-text parts of an e-mail to readers, from MJML (the
 * maintained e-mail templating library: responsive tables that mail clients
 * render alike) and our own text. Rendered once per campaign; each recipient's
 * unsubscribe link replaces UNSUBSCRIBE_PLACEHOLDER when the rows are written.
 */
import mjml2html from "mjml";
import { markupToEmailHtml, markupToText } from "./emailMarkup.ts";

/** Where each recipient's own unsubscribe URL goes in both parts. */
export const UNSUBSCRIBE_PLACEHOLDER = "%%UNSUBSCRIBE_URL%%";
/** Where a newsletter recipient's open-tracking pixel URL goes in the HTML part. */
export const OPEN_PIXEL_PLACEHOLDER = "%%OPEN_PIXEL_URL%%";

export interface ReaderMailContent {
  subject: string;
  /** Who it is from, in the greeting line ("A new chapter from Ada Quill"). */
  heading: string;
  /** Paragraphs of plain text (escaped here). */
  paragraphs: string[];
  /** Rich text after the paragraphs (a newsletter: the studio editor's markup, sanitised here). */
  markup?: string;
  /** Adds the open-tracking pixel (newsletters). */
  trackOpens?: boolean;
  /** The call to action: the page the e-mail is about. */
  action: { label: string; url: string };
  /** Why the reader gets it, above the unsubscribe link. */
  reason: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export async function renderReaderMail(content: ReaderMailContent): Promise<{ subject: string; html: string; text: string }> {
  const paragraphs = [
    ...content.paragraphs.map((paragraph) => `<mj-text font-size="16px" line-height="1.5">${escapeHtml(paragraph)}</mj-text>`),
    ...(content.markup ? [`<mj-text font-size="16px" line-height="1.5">${markupToEmailHtml(content.markup)}</mj-text>`] : []),
  ].join("\n");
  const pixel = content.trackOpens ? `<mj-raw><img src="${OPEN_PIXEL_PLACEHOLDER}" width="1" height="1" alt="" style="display:block;border:0" /></mj-raw>` : "";
  const source = `<mjml>
  <mj-head>
    <mj-title>${escapeHtml(content.subject)}</mj-title>
    <mj-attributes><mj-all font-family="Georgia, 'Times New Roman', serif" color="#1f1d1a" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f6f3ee">
    <mj-section background-color="#ffffff" padding="24px">
      <mj-column>
        <mj-text font-size="22px" font-weight="700">${escapeHtml(content.heading)}</mj-text>
        ${paragraphs}
        <mj-button href="${escapeHtml(content.action.url)}" background-color="#1f1d1a" color="#ffffff" font-size="16px" align="left">${escapeHtml(content.action.label)}</mj-button>
      </mj-column>
    </mj-section>
    <mj-section padding="12px 24px">
      <mj-column>
        <mj-text font-size="13px" color="#5c574f">${escapeHtml(content.reason)} <a href="${UNSUBSCRIBE_PLACEHOLDER}" style="color:#5c574f">Unsubscribe</a></mj-text>
        ${pixel}
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const rendered = await mjml2html(source, { validationLevel: "strict" });
  if (rendered.errors.length > 0) throw new Error(`reader mail template: ${rendered.errors.map((error) => error.formattedMessage).join("; ")}`);
  const body = [...content.paragraphs, ...(content.markup ? [markupToText(content.markup)] : [])];
  const text = [
    content.heading,
    "",
    ...body.flatMap((paragraph) => [paragraph, ""]),
    `${content.action.label}: ${content.action.url}`,
    "",
    "--",
    `${content.reason} Unsubscribe: ${UNSUBSCRIBE_PLACEHOLDER}`,
    "",
  ].join("\n");
  return { subject: content.subject, html: rendered.html, text };
}
