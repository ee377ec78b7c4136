import type { Route } from "../defineRoute.ts";

export const outlineTemplatesRoutes: Route[] = [];
