import { isApiErrorBody, stopImpersonation } from "@storyloom/api/client";
import type { APIRoute } from "astro";
import { paths } from "../../lib/paths.ts";

/** Ends an admin's impersonation (the API restores the admin's own session), then back to the admin area. */
export const POST: APIRoute = async ({ locals, redirect }) => {
  try {
    await stopImpersonation(locals.api.client);
  } catch (error) {
    // Below 500 the API says there is nothing to stop (signed out, or not impersonating).
    if (!isApiErrorBody(error)) throw error;
    return redirect(paths.home, 303);
  }
  return redirect(paths.studioAdmin, 303);
};

export const GET: APIRoute = ({ redirect }) => redirect(paths.home, 302);
