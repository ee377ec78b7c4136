import type { ApiClient, AuthSession } from "@storyloom/api/client";
import { getReaderProfile, isApiErrorBody } from "@storyloom/api/client";

/** The name on the reader profile (GET /api/v1/readers/profile), else the account's e-mail. */
export async function loadReaderName(client: ApiClient, session: AuthSession): Promise<string> {
  if (!session.user.readerProfile) return session.user.email;
  try {
    const name = (await getReaderProfile(client)).readerProfile.name?.trim();
    return name || session.user.email;
  } catch (error) {
    // Below 500 the client rejects with the API's body (no reader profile to show): use the e-mail.
    if (isApiErrorBody(error)) return session.user.email;
    throw error;
  }
}
