// Imports only zod, db enums and sibling views: see README.md.
import { z } from "zod";
import { readerFontTypes, readerLineSpacings, readerThemes } from "@storyloom/db/enums";
import { count } from "./paging.ts";

/** presentReaderProfile: a reader's profile and reading settings (null: the reader app's default). */
export const readerProfileView = z
  .object({
    id: count(),
    name: z.string().nullable(),
    imgUrl: z.string().nullable(),
    fontSize: count().nullable(),
    fontType: z.enum(readerFontTypes).nullable(),
    lineSpacing: z.enum(readerLineSpacings).nullable(),
    theme: z.enum(readerThemes),
  })
  .meta({ id: "ReaderProfile" });
export type ReaderProfileView = z.output<typeof readerProfileView>;
