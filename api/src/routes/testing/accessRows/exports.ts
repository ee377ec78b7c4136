import type { AccessRow } from "../accessExpectations.ts";

/** The access rows of the exports routes (api/src/routes/exports/router.ts). */
export const exportsAccessRows: Record<string, AccessRow> = {};
