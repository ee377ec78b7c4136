import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";

export function CustomStoryToolsScreen() {
  return (
    <>
      <PageHeader title="Custom story tools">
        <p>AI tools you design yourself and run on your scenes.</p>
      </PageHeader>
      <EmptyState title="Custom story tools are not in the studio yet">
        <p>
          Here you will create your own story tools, with their instructions, model and steps, to draft or edit scenes
          in the editor. This part of the studio is still being built.
        </p>
      </EmptyState>
    </>
  );
}
