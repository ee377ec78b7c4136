import {
  dismissReviewReport,
  hideReview,
  listAiModerations,
  listAuditLog,
  listModeratedBooks,
  listModeratedSeries,
  listReviewReports,
  restoreReview,
  setBookSuspension,
  setSeriesSuspension,
  updateReviewReportNotes,
} from "@storyloom/api/client";
import type { ListAiModerationsQuery, ListAuditLogQuery, ListModeratedCatalogueQuery, ListReviewReportsQuery } from "@storyloom/api/client";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "./client.ts";
import { STUDIO_PAGE_SIZE } from "./paging.ts";
import type { Id } from "./session.ts";

const moderationKey = ["admin", "moderation"] as const;
const reportsKey = [...moderationKey, "reviewReports"] as const;
const catalogueKey = [...moderationKey, "catalogue"] as const;
const auditKey = [...moderationKey, "audit"] as const;

/** One page of review reports, open or closed (admins only). */
export function useReviewReports({ status, page }: Required<Pick<ListReviewReportsQuery, "status" | "page">>) {
  return useQuery({
    queryKey: [...reportsKey, { status, page }],
    queryFn: ({ signal }) => listReviewReports(apiClient, { status, page, pageSize: STUDIO_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every moderation action changes the queue and the audit log. */
function useModerationMutation<V, T>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKey }),
  });
}

export const useDismissReviewReport = () => useModerationMutation((reportId: Id) => dismissReviewReport(apiClient, reportId));
export const useUpdateReviewReportNotes = () =>
  useModerationMutation(({ reportId, notes }: { reportId: Id; notes: string }) => updateReviewReportNotes(apiClient, reportId, notes));
export const useHideReview = () => useModerationMutation((reviewId: Id) => hideReview(apiClient, reviewId));
export const useRestoreReview = () => useModerationMutation((reviewId: Id) => restoreReview(apiClient, reviewId));
export const useSetBookSuspension = () =>
  useModerationMutation(({ id, suspended }: { id: Id; suspended: boolean }) => setBookSuspension(apiClient, id, suspended));
export const useSetSeriesSuspension = () =>
  useModerationMutation(({ id, suspended }: { id: Id; suspended: boolean }) => setSeriesSuspension(apiClient, id, suspended));

/** `suspended` undefined: suspended or not. */
export type CatalogueSearch = Required<Pick<ListModeratedCatalogueQuery, "search" | "page">> & Pick<ListModeratedCatalogueQuery, "suspended">;

export function useModeratedBooks({ search, suspended, page }: CatalogueSearch) {
  return useQuery({
    queryKey: [...catalogueKey, "books", { search, suspended, page }],
    queryFn: ({ signal }) =>
      listModeratedBooks(apiClient, { search, ...(suspended === undefined ? {} : { suspended }), page, pageSize: STUDIO_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useModeratedSeries({ search, suspended, page }: CatalogueSearch) {
  return useQuery({
    queryKey: [...catalogueKey, "series", { search, suspended, page }],
    queryFn: ({ signal }) =>
      listModeratedSeries(apiClient, { search, ...(suspended === undefined ? {} : { suspended }), page, pageSize: STUDIO_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAiModerations({ flagged, page }: Required<Pick<ListAiModerationsQuery, "flagged" | "page">>) {
  return useQuery({
    queryKey: [...moderationKey, "ai", { flagged, page }],
    queryFn: ({ signal }) => listAiModerations(apiClient, { flagged, page, pageSize: STUDIO_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog({ page }: Required<Pick<ListAuditLogQuery, "page">>) {
  return useQuery({
    queryKey: [...auditKey, { page }],
    queryFn: ({ signal }) => listAuditLog(apiClient, { page, pageSize: STUDIO_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}
