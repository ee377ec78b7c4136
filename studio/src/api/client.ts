import { createApiClient, createAuthClient } from "@storyloom/api/client";

/**
 * The studio's two clients. The studio is served from the platform's own
 * origin, so both call relative URLs ("" base) with the session cookie.
 */
export const apiClient = createApiClient({ baseUrl: "", credentials: "same-origin" });

export const authClient = createAuthClient({ baseUrl: "", credentials: "same-origin" });
