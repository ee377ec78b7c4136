import { compileAiTool } from "@storyloom/api/client";
import type { CompileAiToolBody, CompiledToolView } from "@storyloom/api/client";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "./client.ts";
import type { Id } from "./session.ts";

/** The built-in tools the chapter editor offers on its text. */
export type EditorToolId = "SHORTEN" | "LENGTHEN" | "HEIGHTEN" | "STYLE" | "FREE_FORM" | "DICTIONARY";

export interface EditorToolCompile {
  tool: EditorToolId;
  body: CompileAiToolBody<EditorToolId>;
}

/** An editor tool's exact prompt for the book and what it would cost (docs/decisions.md, Built-in AI tools). */
export function useCompileEditorTool(bookId: Id) {
  return useMutation({
    mutationFn: ({ tool, body }: EditorToolCompile): Promise<CompiledToolView> => compileAiTool(apiClient, bookId, tool, body),
  });
}
