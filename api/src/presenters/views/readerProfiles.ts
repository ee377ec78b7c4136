// Imports only db enums: see README.md.
import type { ReaderFontType, ReaderLineSpacing, ReaderTheme } from "@storyloom/db/enums";

export type { ReaderFontType, ReaderLineSpacing, ReaderTheme };

/** presentReaderProfile: a reader's profile and reading settings (null: the reader app's default). */
export interface ReaderProfileView {
  id: number;
  name: string | null;
  imgUrl: string | null;
  fontSize: number | null;
  fontType: ReaderFontType | null;
  lineSpacing: ReaderLineSpacing | null;
  theme: ReaderTheme;
}
