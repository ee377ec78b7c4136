import { compileAiTool } from "@storyloom/api/client";
import type { CompileAiToolBody, CompiledToolView } from "@storyloom/api/client";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "./client.ts";
import type { Id } from "./session.ts";

/** The built-in tools the chapter editor offers on its text. */
export type EditorToolId =
  "SHORTEN" | "LENGTHEN" | "HEIGHTEN" | "STYLE" | "ALTERNATIVE" | "THESAURUS" | "FREE_FORM" | "CREATE_SCENE" | "ADD_CHARACTER" | "PLOT_AHEAD" | "DICTIONARY";

/** One tool and its own variables, so a body can never go to the wrong tool. */
export type EditorToolCompile = { [T in EditorToolId]: { tool: T; body: CompileAiToolBody<T> } }[EditorToolId];

/** An editor tool's exact prompt for the book and what it would cost (docs/decisions/ai.md, Built-in AI tools). */
export function useCompileEditorTool(bookId: Id) {
  return useMutation({
    mutationFn: (request: EditorToolCompile): Promise<CompiledToolView> => compileAiTool(apiClient, bookId, request.tool, request.body),
  });
}
