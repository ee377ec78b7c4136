import type { AccessRow } from "../accessExpectations.ts";

/** The access rows of the scenes routes (api/src/routes/scenes/router.ts). */
export const scenesAccessRows: Record<string, AccessRow> = {};
