import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";

export function ProfileScreen() {
  return (
    <>
      <PageHeader title="Profile">
        <p>Your author profile, as readers see it.</p>
      </PageHeader>
      <EmptyState title="Profile editing is not in the studio yet">
        <p>
          Here you will edit your author name, picture, bio, website and Twitter handle. This part of the studio is
          still being built.
        </p>
      </EmptyState>
    </>
  );
}
