import type { AccessRow } from "../accessExpectations.ts";

/** The access rows of the files routes (api/src/routes/files/router.ts). */
export const filesAccessRows: Record<string, AccessRow> = {};
