export const outlineTemplatesPolicies = {};
