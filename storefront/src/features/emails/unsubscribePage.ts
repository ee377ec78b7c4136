/**
 * The page an e-mail's unsubscribe link opens (/unsubscribe/{token}): it asks
 * first (a link scanner's GET changes nothing), unsubscribes on the button's
 * POST, and offers to subscribe again. No sign-in: the token is the permission.
 */
import { getEmailChoiceByToken, isApiErrorBody, setEmailChoiceByToken, unsubscribeByToken } from "@storyloom/api/client";
import type { ApiClient, AuthorEmailChoiceView } from "@storyloom/api/client";

export type UnsubscribeState =
  | { kind: "ask"; choice: AuthorEmailChoiceView }
  | { kind: "unsubscribed"; choice: AuthorEmailChoiceView }
  | { kind: "subscribed"; choice: AuthorEmailChoiceView }
  | { kind: "invalid"; message: string }
  | { kind: "unavailable" };

/** HTTP status of each state. */
export function statusOf(state: UnsubscribeState): number {
  return state.kind === "invalid" ? 404 : state.kind === "unavailable" ? 503 : 200;
}

/** "Ada Quill", or "this author" for an author without a name. */
export function authorNameOf(choice: Pick<AuthorEmailChoiceView, "authorName">): string {
  return choice.authorName?.trim() || "this author";
}

function failed(error: unknown): UnsubscribeState {
  if (isApiErrorBody(error) && error.error.code === "not_found") return { kind: "invalid", message: error.error.message };
  return { kind: "unavailable" };
}

/** What the page shows: on GET the question (or what was already chosen), on POST the outcome of `action` (unsubscribe or subscribe). */
export async function loadUnsubscribePage(input: { client: ApiClient; token: string; form: FormData | null }): Promise<UnsubscribeState> {
  const { client, token, form } = input;
  try {
    if (form) {
      const resubscribe = form.get("action") === "subscribe";
      const { choice } = resubscribe ? await setEmailChoiceByToken(client, token, true) : await unsubscribeByToken(client, token);
      return { kind: resubscribe ? "subscribed" : "unsubscribed", choice };
    }
    const { choice } = await getEmailChoiceByToken(client, token);
    return choice.getEmails ? { kind: "ask", choice } : { kind: "unsubscribed", choice };
  } catch (error) {
    return failed(error);
  }
}
