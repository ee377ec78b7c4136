import type { Route } from "../defineRoute.ts";

export const filesRoutes: Route[] = [];
