import type { AccessRow } from "../accessExpectations.ts";

/** The access rows of the series routes (api/src/routes/series/router.ts). */
export const seriesAccessRows: Record<string, AccessRow> = {};
