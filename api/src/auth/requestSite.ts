import type { Request } from "express";
import { hostnameOf, isPlatformHost } from "@storyloom/domain/sites/hosts.ts";
import type { Config } from "../config.ts";

/**
 * The custom domain a request came to, or null when it came to the platform.
 * The host is the one the browser used: Host, or X-Forwarded-Host when a
 * trusted proxy (the gateway, the storefront server) relays it (`trust proxy`).
 */
export function requestSite(req: Request, config: Pick<Config, "publicUrl">): string | null {
  const hostname = hostnameOf(req.hostname || "");
  return hostname === "" || isPlatformHost(hostname, config.publicUrl) ? null : hostname;
}
