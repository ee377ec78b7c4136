import { Navigate, createBrowserRouter, type RouteObject } from "react-router";
import { Shell } from "./components/Shell/Shell.tsx";
import { paths } from "./paths.ts";
import { RouteErrorScreen } from "./screens/RouteError/RouteErrorScreen.tsx";

/**
 * Every studio route of docs/product.md (Screens and routes) plus the admin area. Each screen is its own
 * chunk, loaded with its route (`lazy`), so a screen pays only for its own
 * code: the editor's Quill stays out of the book list. The gateway sends these
 * paths (and only these) to the studio; everything else is the storefront.
 */
export const studioRoutes: RouteObject[] = [
  {
    element: <Shell />,
    errorElement: <RouteErrorScreen />,
    // While the first screen's chunk loads: without it React Router renders nothing and warns in the console.
    hydrateFallbackElement: (
      <p role="status" className="studio-loading">
        Loading the studio…
      </p>
    ),
    children: [
      {
        // A crashing screen is replaced inside the shell, which stays usable.
        errorElement: <RouteErrorScreen />,
        children: [
          // "/" belongs to the storefront behind the gateway; only the dev server lands here.
          { index: true, element: <Navigate to={paths.books()} replace /> },
          { path: "books", lazy: () => import("./screens/Books/BooksScreen.tsx").then((m) => ({ Component: m.BooksScreen })) },
          { path: "books/series/:seriesId", lazy: () => import("./screens/Series/SeriesScreen.tsx").then((m) => ({ Component: m.SeriesScreen })) },
          { path: "books/createBook", lazy: () => import("./screens/CreateBook/CreateBookScreen.tsx").then((m) => ({ Component: m.CreateBookScreen })) },
          { path: "books/:bookId", lazy: () => import("./screens/Book/BookScreen.tsx").then((m) => ({ Component: m.BookScreen })) },
          { path: "books/:bookId/editor", lazy: () => import("./screens/BookEditor/BookEditorScreen.tsx").then((m) => ({ Component: m.BookEditorScreen })) },
          {
            path: "books/:bookId/outline",
            lazy: () => import("./screens/BookOutline/BookOutlineScreen.tsx").then((m) => ({ Component: m.BookOutlineScreen })),
          },
          { path: "books/:bookId/generate", lazy: () => import("./screens/Generate/GenerateScreen.tsx").then((m) => ({ Component: m.GenerateScreen })) },
          { path: "books/:bookId/assistant", lazy: () => import("./screens/Assistant/AssistantScreen.tsx").then((m) => ({ Component: m.AssistantScreen })) },
          {
            path: "books/:bookId/story-bible",
            lazy: () => import("./screens/StoryBible/StoryBibleScreen.tsx").then((m) => ({ Component: m.StoryBibleScreen })),
          },
          { path: "books/:bookId/chapter/:chapterId", lazy: () => import("./screens/Chapter/ChapterScreen.tsx").then((m) => ({ Component: m.ChapterScreen })) },
          {
            path: "books/:bookId/chapter/:chapterId/versions",
            lazy: () => import("./screens/ChapterVersions/ChapterVersionsScreen.tsx").then((m) => ({ Component: m.ChapterVersionsScreen })),
          },
          { path: "newsletters", lazy: () => import("./screens/Newsletters/NewslettersScreen.tsx").then((m) => ({ Component: m.NewslettersScreen })) },
          {
            path: "newsletters/:newsletterId",
            lazy: () => import("./screens/Newsletters/NewsletterScreen.tsx").then((m) => ({ Component: m.NewsletterScreen })),
          },
          { path: "readers", lazy: () => import("./screens/Readers/ReadersScreen.tsx").then((m) => ({ Component: m.ReadersScreen })) },
          { path: "profile", lazy: () => import("./screens/Profile/ProfileScreen.tsx").then((m) => ({ Component: m.ProfileScreen })) },
          { path: "settings", lazy: () => import("./screens/Settings/SettingsScreen.tsx").then((m) => ({ Component: m.SettingsScreen })) },
          { path: "ai", lazy: () => import("./screens/Ai/AiScreen.tsx").then((m) => ({ Component: m.AiScreen })) },
          {
            path: "custom-story-tools",
            lazy: () => import("./screens/CustomStoryTools/CustomStoryToolsScreen.tsx").then((m) => ({ Component: m.CustomStoryToolsScreen })),
          },
          { path: "my-account", lazy: () => import("./screens/MyAccount/MyAccountScreen.tsx").then((m) => ({ Component: m.MyAccountScreen })) },
          { path: "admin", lazy: () => import("./screens/Admin/AdminScreen.tsx").then((m) => ({ Component: m.AdminScreen })) },
          { path: "*", lazy: () => import("./screens/NotFound/NotFoundScreen.tsx").then((m) => ({ Component: m.NotFoundScreen })) },
        ],
      },
    ],
  },
];

export function createStudioRouter() {
  return createBrowserRouter(studioRoutes);
}
