/** Studio routes on the platform host (the Caddyfile sends them to the SPA): nothing to index. */
const STUDIO_PATHS = ["/books", "/readers", "/newsletters", "/profile", "/settings", "/ai", "/custom-story-tools", "/my-account", "/admin"];

/**
 * robots.txt of a host: public pages allowed; sign-in pages, the bookshelf, the API
 * (and on the platform the studio) not; the host's own sitemap. Each rule names a
 * whole path segment ("/auth" and "/auth/…", never "/author/…").
 */
export function buildRobotsTxt(origin: string, isPlatform: boolean): string {
  const closed = ["/auth", "/bookshelf", "/api", ...(isPlatform ? STUDIO_PATHS : [])];
  const rules = closed.flatMap((path) => [`Disallow: ${path}$`, `Disallow: ${path}/`]);
  return ["User-agent: *", "Allow: /", ...rules, "", `Sitemap: ${new URL("/sitemap.xml", origin).href}`, ""].join("\n");
}

/** Whether a path is closed by the rules above (Google's matching: prefix, `$` anchors the end); for tests and checks. */
export function isDisallowed(robots: string, path: string): boolean {
  return robots
    .split("\n")
    .filter((line) => line.startsWith("Disallow: "))
    .map((line) => line.slice("Disallow: ".length))
    .some((rule) => (rule.endsWith("$") ? path === rule.slice(0, -1) : path.startsWith(rule)));
}
