import type { AccessRow } from "../accessExpectations.ts";

/** The access rows of the beats routes (api/src/routes/beats/router.ts). */
export const beatsAccessRows: Record<string, AccessRow> = {};
