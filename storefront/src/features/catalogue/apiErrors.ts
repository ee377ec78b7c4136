import { isApiErrorBody } from "@storyloom/api/client";

/** Whether a rejected call means "there is no such public thing" (the API's 404), as opposed to a failure. */
export function isNotFound(error: unknown): boolean {
  return isApiErrorBody(error) && (error.error.code === "not_found" || error.error.code === "http_404");
}

/** The value of a call, or null when the API answers 404; anything else still fails the page. */
export async function orNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
