/**
 * /api/internal/sites: which storefront a host serves, for the storefront
 * server. Host parsing is the domain's own (the API resolves hosts with it),
 * re-exported here because the storefront reaches the domain only through
 * this client. Browser-safe: the hosts module imports nothing.
 */
import type { Site } from "@storyloom/domain/sites/hosts.ts";
import type { resolveSiteQuery } from "../routes/internal/schema.ts";
import { isApiErrorBody } from "./apiClient.ts";
import type { CallOptions, InternalApiClient, QueryOf } from "./apiClient.ts";

export { hostnameOf, isPlatformHost } from "@storyloom/domain/sites/hosts.ts";
export type { Site };

export type ResolveSiteQuery = QueryOf<typeof resolveSiteQuery>;

/** GET /api/internal/sites/resolve: the site a host serves, or null when none is registered under it (404). */
export async function resolveSiteOfHost(client: InternalApiClient, query: ResolveSiteQuery, options?: CallOptions): Promise<Site | null> {
  try {
    return await client.get<Site>("/sites/resolve", { ...options, query });
  } catch (error) {
    if (isApiErrorBody(error) && error.error.code === "not_found") return null;
    throw error;
  }
}
