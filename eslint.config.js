import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  {
    ignores: ["**/node_modules/**", "**/dist/**", "**/.astro/**", ".tools/**", ".data/**", ".cache/**", "**/test-results/**", "storefront/src/env.d.ts"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "separate-type-imports" }],
      "no-console": "off",
      eqeqeq: ["error", "smart"],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits loses its error, and one passed
    // where a void callback is expected runs unwatched. Their types come from
    // the same programs the type check builds: one for the Node packages, one
    // per front end (and one for the root's config). Asking each file's nearest
    // tsconfig instead (projectService) built a program per package, each with
    // domain and db again, and one of the whole tree for the root's files:
    // 142 s and 5.5 GB where these take 97 s and 3.2 GB.
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: {
        project: ["./tsconfig.packages.json", "./studio/tsconfig.json", "./storefront/tsconfig.json", "./tsconfig.lint.json"],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  {
    // The domain package holds the rules the API and the workers share: it
    // knows nothing of HTTP or of the API that serves it.
    files: ["domain/src/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "express", message: "domain/ knows no HTTP: take plain input, let api/ read the request." }],
          patterns: [{ group: ["@storyloom/api", "@storyloom/api/*", "**/api/src/**"], message: "domain/ never imports the API; the API imports domain/." }],
        },
      ],
    },
  },
  {
    files: ["studio/**/*.{ts,tsx}", "storefront/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
);
