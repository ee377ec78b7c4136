import type { ReaderProfile } from "@storyloom/db/models";
import type { ReaderProfileView } from "./views/readerProfiles.ts";

export type { ReaderProfileView };

/** A reader's profile and reading settings, as the reader app reads them. */
export function presentReaderProfile(profile: ReaderProfile): ReaderProfileView {
  return {
    id: profile.id,
    name: profile.name ?? null,
    imgUrl: profile.imgUrl ?? null,
    fontSize: profile.fontSize ?? null,
    fontType: profile.fontType ?? null,
    lineSpacing: profile.lineSpacing ?? null,
    theme: profile.theme,
  };
}
