import type { Route } from "../defineRoute.ts";

export const seriesRoutes: Route[] = [];
