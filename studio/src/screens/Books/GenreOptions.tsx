import type { GenreView } from "@storyloom/api/client";
import { groupGenresByCategory } from "./bookLabels.ts";

/** The options of a genre <select>: "No genre" first, then one <optgroup> per category. */
export function GenreOptions({ genres }: { genres: readonly GenreView[] }) {
  return (
    <>
      <option value="">No genre</option>
      {groupGenresByCategory(genres).map((group) => (
        <optgroup key={group.category} label={group.label}>
          {group.genres.map((genre) => (
            <option key={genre.id} value={String(genre.id)}>
              {genre.name}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
