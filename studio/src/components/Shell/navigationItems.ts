import { isAdmin, type SessionUser } from "../../api/session.ts";
import { paths } from "../../paths.ts";

export interface NavigationItem {
  label: string;
  to: string;
}

const authorItems: readonly NavigationItem[] = [
  { label: "Books", to: paths.books() },
  { label: "Readers", to: paths.readers() },
  { label: "Newsletters", to: paths.newsletters() },
  { label: "AI", to: paths.ai() },
  { label: "Custom story tools", to: paths.customStoryTools() },
  { label: "Profile", to: paths.profile() },
  { label: "Settings", to: paths.settings() },
  { label: "My account", to: paths.myAccount() },
];

const adminItem: NavigationItem = { label: "Admin", to: paths.admin() };

/** The studio's navigation for this user: every author area, and Admin only for admins. */
export function navigationItemsFor(user: SessionUser): readonly NavigationItem[] {
  return isAdmin(user) ? [...authorItems, adminItem] : authorItems;
}
