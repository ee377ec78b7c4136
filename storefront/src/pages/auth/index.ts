import type { APIRoute } from "astro";
import { paths } from "../../lib/paths.ts";

/** /auth is the authentication area; its front door is the sign-in page (query kept). */
export const GET: APIRoute = ({ url, redirect }) => redirect(`${paths.login}${url.search}`, 302);
