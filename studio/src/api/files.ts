import { uploadImage } from "@storyloom/api/client";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "./client.ts";

/** Uploads a cover image; answers where it is stored (its `url` is what a book's imgUrl takes). */
export function useUploadCover() {
  return useMutation({
    mutationFn: (file: File) => uploadImage(apiClient, file),
  });
}
