import type { AccessRow } from "../accessExpectations.ts";

/** The access rows of the publishing routes (api/src/routes/publishing/router.ts). */
export const publishingAccessRows: Record<string, AccessRow> = {};
