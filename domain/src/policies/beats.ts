export const beatsPolicies = {};
