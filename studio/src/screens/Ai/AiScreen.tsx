import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";

export function AiScreen() {
  return (
    <>
      <PageHeader title="AI">
        <p>The AI writing tools and what they cost you.</p>
      </PageHeader>
      <EmptyState title="The AI area is not in the studio yet">
        <p>
          Your AI balance, monthly AI limit and usage, and the preferences the AI writing tools use will be shown here.
          This part of the studio is still being built.
        </p>
      </EmptyState>
    </>
  );
}
