export const filesPolicies = {};
