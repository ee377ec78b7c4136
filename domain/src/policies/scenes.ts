export const scenesPolicies = {};
