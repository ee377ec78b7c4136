import type { ChapterVersionSummaryView } from "@storyloom/api/client";

/** Why a version exists, read from the names the server gives (docs/decisions/chapters-and-files.md, Chapter versions). */
export type VersionKind = "auto" | "named" | "published" | "restore";

export const versionKindLabels: Record<VersionKind, string> = {
  auto: "Automatic",
  named: "Named",
  published: "Published",
  restore: "Before a restore",
};

// The server names the versions it keeps on publish and before a restore
// (domain publishedVersionName, beforeRestoringName); the author may rename them later.
const PUBLISHED = /^Published \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/;
const BEFORE_RESTORE = /^Before restoring /;

export function versionKindOf(versionName: string | null): VersionKind {
  if (versionName === null) return "auto";
  if (PUBLISHED.test(versionName)) return "published";
  if (BEFORE_RESTORE.test(versionName)) return "restore";
  return "named";
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export function versionDateLabel(version: Pick<ChapterVersionSummaryView, "createdAt">): string {
  return dateFormat.format(new Date(version.createdAt));
}

/** What the author calls a version: its name, or when it was kept for an automatic one. */
export function versionDisplayName(version: Pick<ChapterVersionSummaryView, "versionName" | "createdAt">): string {
  return version.versionName ?? `Kept automatically, ${versionDateLabel(version)}`;
}
