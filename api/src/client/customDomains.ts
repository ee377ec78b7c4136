import type { CustomDomainView } from "../presenters/views/customDomains.ts";
import type { ApiClient, CallOptions } from "./apiClient.ts";

export type { CustomDomainView, DnsRecordView, OwnershipRecordView } from "../presenters/views/customDomains.ts";

export interface CustomDomainTarget {
  bookId?: number;
  seriesId?: number;
}

/** GET /custom-domains: the author's domains (of one book or series when given). */
export function listCustomDomains(client: ApiClient, query: CustomDomainTarget = {}, options?: CallOptions): Promise<{ items: CustomDomainView[] }> {
  return client.get<{ items: CustomDomainView[] }>("/custom-domains", { ...options, query: { ...query } });
}

/** POST /custom-domains. */
export function createCustomDomain(client: ApiClient, body: CustomDomainTarget & { name: string; shouldNotifyReaders?: boolean }, options?: CallOptions): Promise<{ domain: CustomDomainView }> {
  return client.post<{ domain: CustomDomainView }>("/custom-domains", body, options);
}

/** PATCH /custom-domains/{domainId}. */
export function updateCustomDomain(client: ApiClient, domainId: number, body: CustomDomainTarget & { shouldNotifyReaders?: boolean }, options?: CallOptions): Promise<{ domain: CustomDomainView }> {
  return client.patch<{ domain: CustomDomainView }>(`/custom-domains/${domainId}`, body, options);
}

/** DELETE /custom-domains/{domainId}. */
export function deleteCustomDomain(client: ApiClient, domainId: number, options?: CallOptions): Promise<{ deleted: boolean }> {
  return client.del<{ deleted: boolean }>(`/custom-domains/${domainId}`, options);
}

/** POST /custom-domains/{domainId}/check: look at its DNS and certificate now. */
export function checkCustomDomain(client: ApiClient, domainId: number, options?: CallOptions): Promise<{ domain: CustomDomainView }> {
  return client.post<{ domain: CustomDomainView }>(`/custom-domains/${domainId}/check`, {}, options);
}
