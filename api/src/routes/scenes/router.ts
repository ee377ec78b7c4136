import type { Route } from "../defineRoute.ts";

export const scenesRoutes: Route[] = [];
