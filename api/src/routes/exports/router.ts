import type { Route } from "../defineRoute.ts";

export const exportsRoutes: Route[] = [];
