export const exportsPolicies = {};
