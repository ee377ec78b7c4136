import type { Route } from "../defineRoute.ts";

export const publishingRoutes: Route[] = [];
