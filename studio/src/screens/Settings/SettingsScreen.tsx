import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";

export function SettingsScreen() {
  return (
    <>
      <PageHeader title="Settings">
        <p>How the studio and your books behave for you and your readers.</p>
      </PageHeader>
      <EmptyState title="Settings are not in the studio yet">
        <p>
          Your preferences, such as the default theme your readers see and whether your reading statistics are public,
          will be set here. This part of the studio is still being built.
        </p>
      </EmptyState>
    </>
  );
}
