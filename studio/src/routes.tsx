import { Navigate, createBrowserRouter, type RouteObject } from "react-router";
import { Shell } from "./components/Shell/Shell.tsx";
import { paths } from "./paths.ts";
import { AdminScreen } from "./screens/Admin/AdminScreen.tsx";
import { AiScreen } from "./screens/Ai/AiScreen.tsx";
import { BookScreen } from "./screens/Book/BookScreen.tsx";
import { BookEditorScreen } from "./screens/BookEditor/BookEditorScreen.tsx";
import { BookOutlineScreen } from "./screens/BookOutline/BookOutlineScreen.tsx";
import { BooksScreen } from "./screens/Books/BooksScreen.tsx";
import { ChapterScreen } from "./screens/Chapter/ChapterScreen.tsx";
import { ChapterVersionsScreen } from "./screens/ChapterVersions/ChapterVersionsScreen.tsx";
import { CreateBookScreen } from "./screens/CreateBook/CreateBookScreen.tsx";
import { CustomStoryToolsScreen } from "./screens/CustomStoryTools/CustomStoryToolsScreen.tsx";
import { MyAccountScreen } from "./screens/MyAccount/MyAccountScreen.tsx";
import { NotFoundScreen } from "./screens/NotFound/NotFoundScreen.tsx";
import { ProfileScreen } from "./screens/Profile/ProfileScreen.tsx";
import { ReadersScreen } from "./screens/Readers/ReadersScreen.tsx";
import { RouteErrorScreen } from "./screens/RouteError/RouteErrorScreen.tsx";
import { SettingsScreen } from "./screens/Settings/SettingsScreen.tsx";

/**
 * Every studio route of SPEC §2 plus the admin area. The gateway sends these
 * paths (and only these) to the studio; everything else is the storefront.
 */
export const studioRoutes: RouteObject[] = [
  {
    element: <Shell />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        // A crashing screen is replaced inside the shell, which stays usable.
        errorElement: <RouteErrorScreen />,
        children: [
          // "/" belongs to the storefront behind the gateway; only the dev server lands here.
          { index: true, element: <Navigate to={paths.books()} replace /> },
          { path: "books", element: <BooksScreen /> },
          { path: "books/createBook", element: <CreateBookScreen /> },
          { path: "books/:bookId", element: <BookScreen /> },
          { path: "books/:bookId/editor", element: <BookEditorScreen /> },
          { path: "books/:bookId/outline", element: <BookOutlineScreen /> },
          { path: "books/:bookId/chapter/:chapterId", element: <ChapterScreen /> },
          { path: "books/:bookId/chapter/:chapterId/versions", element: <ChapterVersionsScreen /> },
          { path: "readers", element: <ReadersScreen /> },
          { path: "profile", element: <ProfileScreen /> },
          { path: "settings", element: <SettingsScreen /> },
          { path: "ai", element: <AiScreen /> },
          { path: "custom-story-tools", element: <CustomStoryToolsScreen /> },
          { path: "my-account", element: <MyAccountScreen /> },
          { path: "admin", element: <AdminScreen /> },
          { path: "*", element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];

export function createStudioRouter() {
  return createBrowserRouter(studioRoutes);
}
