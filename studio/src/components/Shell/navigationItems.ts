import { isAdmin, type SessionUser } from "../../api/session.ts";

export interface NavigationItem {
  label: string;
  to: string;
}

const authorItems: readonly NavigationItem[] = [
  { label: "Books", to: "/books" },
  { label: "Readers", to: "/readers" },
  { label: "AI", to: "/ai" },
  { label: "Custom story tools", to: "/custom-story-tools" },
  { label: "Profile", to: "/profile" },
  { label: "Settings", to: "/settings" },
  { label: "My account", to: "/my-account" },
];

const adminItem: NavigationItem = { label: "Admin", to: "/admin" };

/** The studio's navigation for this user: every author area, and Admin only for admins. */
export function navigationItemsFor(user: SessionUser): readonly NavigationItem[] {
  return isAdmin(user) ? [...authorItems, adminItem] : authorItems;
}
