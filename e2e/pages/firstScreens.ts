/** Every first screen of the storefront a visitor can open without signing in. */
export const storefrontFirstScreens = [
  "/",
  "/read",
  "/auth/login",
  "/auth/signUp",
  "/auth/adminLogin",
  "/auth/forgotPassword",
  "/auth/privacyPolicy",
  "/auth/termsOfService",
  "/not-found",
];

/** Every first screen of the studio an author opens from its navigation. */
export const studioAuthorScreens = [
  "/books",
  "/books/createBook",
  "/readers",
  "/newsletters",
  "/newsletters/new",
  "/profile",
  "/settings",
  "/ai",
  "/custom-story-tools",
  "/my-account",
];

/** The studio's admin area, for an admin's own session. */
export const studioAdminScreens = ["/admin"];
