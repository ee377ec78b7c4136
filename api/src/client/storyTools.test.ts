import { describe, expect, it } from "vitest";
import { fakeFetch, jsonResponse } from "./fakeFetch.ts";
import { compileStoryToolStep, createApiClient, createStoryTool, storyToolForm, updateStoryTool } from "./index.ts";

describe("the story tool calls", () => {
  it("write a tool as the multipart form the API reads: booleans and numbers as text, null as empty, steps as JSON, the icon as a file", () => {
    const icon = new File([new Uint8Array([1, 2, 3])], "spark.png", { type: "image/png" });
    const form = storyToolForm({
      name: "Tighten",
      type: "EDIT",
      defaultModel: "gpt-4.1",
      instructions: "Tighten {{selection}}",
      withUserInstructions: false,
      temperature: 0.5,
      maxOutput: null,
      steps: [{ instructions: "Polish {{previous}}", effort: "low" }],
      icon,
    });
    expect(Object.fromEntries([...form.entries()].filter(([name]) => name !== "icon"))).toEqual({
      name: "Tighten",
      type: "EDIT",
      defaultModel: "gpt-4.1",
      instructions: "Tighten {{selection}}",
      withUserInstructions: "false",
      temperature: "0.5",
      maxOutput: "",
      steps: '[{"instructions":"Polish {{previous}}","effort":"low"}]',
    });
    expect((form.get("icon") as File).name).toBe("spark.png");
  });

  it("post and patch FormData (fetch sets the boundary) and send an edit's removeIcon", async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, { storyTool: {} }));
    const client = createApiClient({ baseUrl: "", fetch });
    await createStoryTool(client, { name: "A", type: "DRAFT", defaultModel: "gpt-4.1", instructions: "Go." });
    await updateStoryTool(client, 5, { removeIcon: true });
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ["POST", "/api/v1/story-tools"],
      ["PATCH", "/api/v1/story-tools/5"],
    ]);
    expect(calls[1]!.body).toBeInstanceOf(FormData);
    expect([...(calls[1]!.body as FormData).entries()]).toEqual([["removeIcon", "true"]]);
    expect(new Headers(calls[0]!.init.headers).get("Content-Type")).toBeNull();
  });

  it("compile a step at its book, tool and index, with the run's texts as JSON", async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, { compiled: {} }));
    await compileStoryToolStep(createApiClient({ baseUrl: "", fetch }), { bookId: 3, toolId: 8, stepIndex: 1 }, { previous: "Text." });
    expect(calls[0]).toMatchObject({ method: "POST", url: "/api/v1/books/3/story-tools/8/steps/1/compile", body: '{"previous":"Text."}' });
  });
});
