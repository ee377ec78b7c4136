export const publishingPolicies = {};
