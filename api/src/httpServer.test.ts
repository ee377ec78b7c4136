import { createServer } from "node:http";
import { describe, expect, it } from "vitest";
import { GATEWAY_IDLE_TIMEOUT_MS, outlastGatewayIdleConnections } from "./httpServer.ts";

describe("the API's HTTP server behind the gateway", () => {
  it("keeps idle connections open longer than the gateway does, and waits for headers longer still", () => {
    const server = createServer();
    // Node's default closes an idle connection after 5 s, long before the gateway stops reusing it.
    expect(server.keepAliveTimeout).toBeLessThan(GATEWAY_IDLE_TIMEOUT_MS);
    outlastGatewayIdleConnections(server);
    expect(server.keepAliveTimeout).toBeGreaterThan(GATEWAY_IDLE_TIMEOUT_MS);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
