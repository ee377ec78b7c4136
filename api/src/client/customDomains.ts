import type { z } from "zod";
import type { customDomainAnswer, customDomainDeletedAnswer, customDomainListAnswer } from "../routes/customDomains/schema.ts";
import type { ApiClient, CallOptions } from "./apiClient.ts";

export type { CustomDomainView } from "../presenters/views/customDomains.ts";

type CustomDomainListAnswer = z.output<typeof customDomainListAnswer>;
type CustomDomainAnswer = z.output<typeof customDomainAnswer>;
type CustomDomainDeletedAnswer = z.output<typeof customDomainDeletedAnswer>;

export interface CustomDomainTarget {
  bookId?: number;
  seriesId?: number;
}

/** GET /custom-domains: the author's domains (of one book or series when given). */
export function listCustomDomains(client: ApiClient, query: CustomDomainTarget = {}, options?: CallOptions): Promise<CustomDomainListAnswer> {
  return client.get<CustomDomainListAnswer>("/custom-domains", { ...options, query: { ...query } });
}

/** POST /custom-domains. */
export function createCustomDomain(
  client: ApiClient,
  body: CustomDomainTarget & { name: string; shouldNotifyReaders?: boolean },
  options?: CallOptions,
): Promise<CustomDomainAnswer> {
  return client.post<CustomDomainAnswer>("/custom-domains", body, options);
}

/** PATCH /custom-domains/{domainId}. */
export function updateCustomDomain(
  client: ApiClient,
  domainId: number,
  body: CustomDomainTarget & { shouldNotifyReaders?: boolean },
  options?: CallOptions,
): Promise<CustomDomainAnswer> {
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
