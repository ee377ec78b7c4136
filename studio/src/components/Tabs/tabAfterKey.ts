/**
 * The tab a key moves to from `current` among `tabs` (the ARIA tabs pattern:
 * arrows wrap around, Home and End), or null for any other key. Shared by the
 * studio's tab lists (the story bible, the chapter's side panel).
 */
export function tabAfterKey<Id extends string>(tabs: ReadonlyArray<{ id: Id }>, current: Id, key: string): Id | null {
  const index = tabs.findIndex((tab) => tab.id === current);
  const last = tabs.length - 1;
  const next =
    key === "ArrowRight"
      ? index === last
        ? 0
        : index + 1
      : key === "ArrowLeft"
        ? index === 0
          ? last
          : index - 1
        : key === "Home"
          ? 0
          : key === "End"
            ? last
            : null;
  return next === null ? null : (tabs[next]?.id ?? null);
}
