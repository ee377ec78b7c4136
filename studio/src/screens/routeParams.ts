import { useParams } from "react-router";

function required(name: string, value: string | undefined): string {
  // Only reachable if a screen is mounted on a route without this segment: a programming error.
  if (value === undefined) throw new Error(`Route parameter "${name}" is missing`);
  return value;
}

/** The :bookId of /books/:bookId/… routes. */
export function useBookParams(): { bookId: string } {
  const { bookId } = useParams();
  return { bookId: required("bookId", bookId) };
}

/** The :bookId and :chapterId of /books/:bookId/chapter/:chapterId/… routes. */
export function useChapterParams(): { bookId: string; chapterId: string } {
  const { bookId, chapterId } = useParams();
  return { bookId: required("bookId", bookId), chapterId: required("chapterId", chapterId) };
}
