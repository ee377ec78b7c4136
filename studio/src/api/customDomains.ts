import { checkCustomDomain, createCustomDomain, deleteCustomDomain, listCustomDomains, updateCustomDomain } from "@storyloom/api/client";
import type { CreateCustomDomainBody, CustomDomainTarget, CustomDomainView, UpdateCustomDomainBody } from "@storyloom/api/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "./client.ts";

/** How often the studio looks again while a domain waits for its DNS or certificate. */
export const DOMAIN_POLL_MS = 5_000;

export const customDomainsKey = (target: CustomDomainTarget) => ["customDomains", target.bookId ?? null, target.seriesId ?? null] as const;

/** Whether a domain is still on its way: its certificate (and, before it, its DNS) not settled. */
export function isSettling(domain: Pick<CustomDomainView, "certificateStatus">): boolean {
  return domain.certificateStatus === "VALIDATION_PENDING" || domain.certificateStatus === "VALIDATION_TIMED_OUT_AND_RETRYING";
}

/** The domains of a book or a series; polled while one of them is settling. */
export function useCustomDomains(target: CustomDomainTarget) {
  return useQuery({
    queryKey: customDomainsKey(target),
    queryFn: ({ signal }) => listCustomDomains(apiClient, target, { signal }),
    refetchInterval: (query) => (query.state.data?.items.some(isSettling) ? DOMAIN_POLL_MS : false),
  });
}

/** After any change, every list of domains is fetched again (a domain belongs to one book or series). */
function useDomainChange<V, A>(call: (variables: V) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["customDomains"] }),
  });
}

export function useAddCustomDomain(target: CustomDomainTarget) {
  return useDomainChange((input: Pick<CreateCustomDomainBody, "name" | "shouldNotifyReaders">) => createCustomDomain(apiClient, { ...target, ...input }));
}

export function useSetDomainNotifies() {
  return useDomainChange((input: { domainId: number } & Pick<UpdateCustomDomainBody, "shouldNotifyReaders">) =>
    updateCustomDomain(apiClient, input.domainId, { shouldNotifyReaders: input.shouldNotifyReaders }),
  );
}

export function useCheckCustomDomain() {
  return useDomainChange((domainId: number) => checkCustomDomain(apiClient, domainId));
}

export function useDeleteCustomDomain() {
  return useDomainChange((domainId: number) => deleteCustomDomain(apiClient, domainId));
}
