export const seriesPolicies = {};
