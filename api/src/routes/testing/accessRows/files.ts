import { createStorage } from "@storyloom/domain/integrations/storage.ts";
import { storeCoverImage } from "@storyloom/domain/services/files/storeCoverImage.ts";
import { sampleImage } from "@storyloom/domain/services/files/testing.ts";
import { loadConfig } from "../../../config.ts";
import { everyone, signedIn } from "../accessExpectations.ts";
import type { AccessRow } from "../accessExpectations.ts";

/** The storage the test apps use (testing.ts: the default FILES_DIR). */
const config = loadConfig({ NODE_ENV: "test" });

/** The access rows of the files routes (api/src/routes/files/router.ts). */
export const filesAccessRows: Record<string, AccessRow> = {
  "POST /api/v1/files/images/upload": {
    request: async () => ({
      path: "/api/v1/files/images/upload",
      multipart: { field: "file", filename: "cover.png", contentType: "image/png", bytes: await sampleImage("png", 20, 30) },
    }),
    expect: signedIn("2xx"),
  },
  "GET /api/v1/files/images/:name": {
    request: async () => {
      const stored = await storeCoverImage({ storage: createStorage(config.storage), publicUrl: config.publicUrl, bytes: await sampleImage("png", 12, 18) });
      return { path: new URL(stored.url).pathname };
    },
    expect: everyone("2xx"),
  },
};
