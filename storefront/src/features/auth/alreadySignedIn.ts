import type { AuthSession } from "@storyloom/api/client";
import { safeCallbackUrl } from "../../lib/paths.ts";

/**
 * Where a signed-in visitor who opens the sign-in or sign-up page goes instead:
 * the page's callbackUrl when it is safe, else `fallback`. Null when the form
 * should be shown (signed out, or the form is being submitted).
 */
export function alreadySignedInRedirect(input: { session: AuthSession | null; method: string; url: URL; origin: string; fallback: string }): string | null {
  if (!input.session || input.method !== "GET") return null;
  return safeCallbackUrl(input.url.searchParams.get("callbackUrl"), input.origin, input.fallback);
}
