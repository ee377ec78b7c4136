import { createInternalApiClient } from "@storyloom/api/client";
import { describe, expect, it } from "vitest";
import { resolveSite } from "./site.ts";

const publicUrl = "https://storyloom.example";

/** The internal client over a stand-in API; `asked` lists the hosts it was asked about. */
function apiAnswering(answer: (host: string) => Response) {
  const asked: string[] = [];
  const client = createInternalApiClient({
    baseUrl: "http://api.test",
    fetch: async (url) => {
      const host = new URL(url).searchParams.get("host") ?? "";
      asked.push(host);
      return answer(host);
    },
  });
  return { client, asked };
}

describe("resolveSite", () => {
  it("answers the platform without calling the API, whatever the port or case", async () => {
    const api = apiAnswering(() => Response.json({ kind: "platform" }));
    expect(await resolveSite("localhost:4321", publicUrl, api.client)).toEqual({ kind: "platform" });
    expect(await resolveSite("Storyloom.Example.", publicUrl, api.client)).toEqual({ kind: "platform" });
    expect(api.asked).toEqual([]);
  });

  it("asks the API about any other host, by its bare host name", async () => {
    const api = apiAnswering(() => Response.json({ kind: "book", bookId: 12 }));
    expect(await resolveSite("My-Novel.example:443", publicUrl, api.client)).toEqual({ kind: "book", bookId: 12 });
    expect(api.asked).toEqual(["my-novel.example"]);
  });

  it("marks a host the API does not know as unknown", async () => {
    const api = apiAnswering(() => Response.json({ error: { code: "not_found", message: "No site" } }, { status: 404 }));
    expect(await resolveSite("nobody.example", publicUrl, api.client)).toEqual({ kind: "unknown" });
  });

  it("does not ask about a host that cannot be a domain name", async () => {
    const api = apiAnswering(() => Response.json({ kind: "platform" }));
    expect(await resolveSite("[2001:db8::1]", publicUrl, api.client)).toEqual({ kind: "unknown" });
    expect(api.asked).toEqual([]);
  });

  it("fails loudly when the API cannot answer rather than guessing", async () => {
    const api = apiAnswering(() => Response.json({ error: "Internal server error" }, { status: 500 }));
    await expect(resolveSite("book.example", publicUrl, api.client)).rejects.toThrow("Internal server error");
  });
});
