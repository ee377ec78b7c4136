import type { APIRoute } from "astro";
import { paths } from "../../lib/paths.ts";

/** Signs out through the API (the middleware relays its cookie removal), then shows sign-in. */
export const POST: APIRoute = async ({ locals, redirect }) => {
  await locals.api.auth.signOut({ callbackUrl: `${locals.origin}${paths.login}`, redirect: false });
  return redirect(paths.login, 303);
};

/** A link or a prefetch never signs anyone out: only the header's form does. */
export const GET: APIRoute = ({ redirect }) => redirect(paths.home, 302);
