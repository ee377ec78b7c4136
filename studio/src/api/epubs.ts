import { deleteEpub, generateEpub, getEpub, uploadEpub } from "@storyloom/api/client";
import type { EpubAnswer } from "@storyloom/api/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { bookKey } from "./books.ts";
import { apiClient } from "./client.ts";
import type { Id } from "./session.ts";

export const epubKey = (bookId: Id) => [...bookKey(bookId), "epub"] as const;

/** How often the studio asks again while the workers build the EPUB. */
export const EPUB_POLL_MS = 2_000;

/** The book's EPUB state; polled while a build runs. */
export function useEpub(bookId: Id) {
  return useQuery({
    queryKey: epubKey(bookId),
    queryFn: () => getEpub(apiClient, bookId),
    refetchInterval: (query) => (query.state.data?.epub.status === "BUILDING" ? EPUB_POLL_MS : false),
  });
}

function useEpubMutation<V>(bookId: Id, call: (variables: V) => Promise<EpubAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => queryClient.setQueryData(epubKey(bookId), answer),
  });
}

export function useGenerateEpub(bookId: Id) {
  return useEpubMutation<void>(bookId, () => generateEpub(apiClient, bookId));
}

export function useUploadEpub(bookId: Id) {
  return useEpubMutation<File>(bookId, (file) => uploadEpub(apiClient, bookId, file));
}

export function useDeleteEpub(bookId: Id) {
  return useEpubMutation<void>(bookId, () => deleteEpub(apiClient, bookId));
}
