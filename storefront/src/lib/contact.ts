/** Where users reach Storyloom; shown in the policies and the help article. */
export const contact = {
  support: "support@storyloom.com",
  privacy: "privacy@storyloom.com",
} as const;
