import type { Route } from "../defineRoute.ts";

export const beatsRoutes: Route[] = [];
