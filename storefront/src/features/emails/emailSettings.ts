/**
 * The signed-in reader's e-mail settings (/bookshelf/emails): every author
 * whose e-mails reach them, each turned on or off with a form's POST (no
 * JavaScript needed), paged.
 */
import { isApiErrorBody, listEmailChoices, setEmailChoice } from "@storyloom/api/client";
import type { ApiClient, AuthorEmailChoiceView, Page } from "@storyloom/api/client";

export const EMAIL_SETTINGS_PAGE_SIZE = 50;

export interface EmailSettingsState {
  choices: Page<AuthorEmailChoiceView>;
  /** What the last POST did, or why it could not. */
  notice: { tone: "success" | "error"; text: string } | null;
}

/** The change a form asks for, or null when it is not one (a hand-made post). */
export function changeOf(form: FormData): { authorId: number; getEmails: boolean } | null {
  const authorId = Number(form.get("authorId"));
  const getEmails = form.get("getEmails");
  if (!Number.isSafeInteger(authorId) || authorId < 1 || (getEmails !== "true" && getEmails !== "false")) return null;
  return { authorId, getEmails: getEmails === "true" };
}

export async function loadEmailSettings(input: { client: ApiClient; form: FormData | null; page: number }): Promise<EmailSettingsState> {
  const { client, form } = input;
  let notice: EmailSettingsState["notice"] = null;
  if (form) {
    const change = changeOf(form);
    if (!change) notice = { tone: "error", text: "That change could not be read. Please use the buttons below." };
    else {
      try {
        const { choice } = await setEmailChoice(client, change.authorId, change.getEmails);
        const name = choice.authorName?.trim() || "this author";
        notice = { tone: "success", text: choice.getEmails ? `You will get e-mails from ${name}.` : `You will no longer get e-mails from ${name}.` };
      } catch (error) {
        notice = { tone: "error", text: isApiErrorBody(error) ? error.error.message : "Your change could not be saved. Please try again." };
      }
    }
  }
  const choices = await listEmailChoices(client, { page: input.page, pageSize: EMAIL_SETTINGS_PAGE_SIZE });
  return { choices, notice };
}
