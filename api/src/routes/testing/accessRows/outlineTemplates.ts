import type { AccessRow } from "../accessExpectations.ts";

/** The access rows of the outlineTemplates routes (api/src/routes/outlineTemplates/router.ts). */
export const outlineTemplatesAccessRows: Record<string, AccessRow> = {};
