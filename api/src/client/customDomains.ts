import type { z } from "zod";
import type {
  createDomainBody,
  customDomainAnswer,
  customDomainDeletedAnswer,
  customDomainListAnswer,
  listDomainsQuery,
  updateDomainBody,
} from "../routes/customDomains/schema.ts";
import type { ApiClient, CallOptions, QueryOf } from "./apiClient.ts";

export type { CustomDomainView } from "../presenters/views/customDomains.ts";

type CustomDomainListAnswer = z.output<typeof customDomainListAnswer>;
type CustomDomainAnswer = z.output<typeof customDomainAnswer>;
type CustomDomainDeletedAnswer = z.output<typeof customDomainDeletedAnswer>;

/** The book or the series a domain serves (GET /custom-domains: the domains of one of them when given). */
export type CustomDomainTarget = QueryOf<typeof listDomainsQuery>;
/** A domain's name and its book or its series (one, not both). */
export type CreateCustomDomainBody = z.input<typeof createDomainBody>;
export type UpdateCustomDomainBody = z.input<typeof updateDomainBody>;

/** GET /custom-domains: the author's domains (of one book or series when given). */
export function listCustomDomains(client: ApiClient, query: CustomDomainTarget = {}, options?: CallOptions): Promise<CustomDomainListAnswer> {
  return client.get<CustomDomainListAnswer>("/custom-domains", { ...options, query });
}

/** POST /custom-domains. */
export function createCustomDomain(client: ApiClient, body: CreateCustomDomainBody, options?: CallOptions): Promise<CustomDomainAnswer> {
  return client.post<CustomDomainAnswer>("/custom-domains", body, options);
}

/** PATCH /custom-domains/{domainId}. */
export function updateCustomDomain(client: ApiClient, domainId: number, body: UpdateCustomDomainBody, options?: CallOptions): Promise<CustomDomainAnswer> {
  return client.patch<CustomDomainAnswer>(`/custom-domains/${domainId}`, body, options);
}

/** DELETE /custom-domains/{domainId}. */
export function deleteCustomDomain(client: ApiClient, domainId: number, options?: CallOptions): Promise<CustomDomainDeletedAnswer> {
  return client.del<CustomDomainDeletedAnswer>(`/custom-domains/${domainId}`, options);
}

/** POST /custom-domains/{domainId}/check: look at its DNS and certificate now. */
export function checkCustomDomain(client: ApiClient, domainId: number, options?: CallOptions): Promise<CustomDomainAnswer> {
  return client.post<CustomDomainAnswer>(`/custom-domains/${domainId}/check`, {}, options);
}
