import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";

export function ReadersScreen() {
  return (
    <>
      <PageHeader title="Readers">
        <p>The people who read, buy and subscribe to your books.</p>
      </PageHeader>
      <EmptyState title="The readers area is not in the studio yet">
        <p>
          Your readers and subscribers will be listed here, with the books they follow and what they bought. This part
          of the studio is still being built.
        </p>
      </EmptyState>
    </>
  );
}
