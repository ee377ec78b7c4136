import { IMAGE_CONTENT_TYPE, imageKeyOf } from "@storyloom/domain/services/files/coverImages.ts";
import { COVER_MAX_BYTES, storeCoverImage } from "@storyloom/domain/services/files/storeCoverImage.ts";
import { NotFoundError } from "@storyloom/domain/errors.ts";
import { clientAddressKey } from "../../middlewares/clientAddress.ts";
import { presentStoredImage } from "../../presenters/files.ts";
import { rawAnswer } from "../answers.ts";
import { defineRoute } from "../defineRoute.ts";
import type { Route } from "../defineRoute.ts";
import { imageParams, storedImageAnswer, uploadImageBody } from "./schema.ts";

/** Room for the largest image and the form's own lines around it. */
const UPLOAD_BODY_LIMIT = COVER_MAX_BYTES + 64 * 1024;

export const uploadImageRoute = defineRoute({
  method: "POST",
  path: "/api/v1/files/images/upload",
  summary: "Uploads a cover image (multipart field `file`: PNG, JPEG or WebP up to 10 MB), stored re-encoded as WebP; answers its url, key and size.",
  auth: "signedIn",
  authorize: "file.uploadImage",
  schema: { body: uploadImageBody, response: storedImageAnswer },
  bodyFormat: "multipart",
  bodyLimit: String(UPLOAD_BODY_LIMIT),
  status: 201,
  handler: async ({ actor, body, deps, req }) => {
    await deps.limiters.imageUpload.consume({ account: String(actor.userId), address: clientAddressKey(req) });
    const bytes = Buffer.from(await body.file.arrayBuffer());
    return presentStoredImage(await storeCoverImage({ storage: deps.storage, publicUrl: deps.config.publicUrl, bytes }));
  },
});

export const getImageRoute = defineRoute({
  method: "GET",
  path: "/api/v1/files/images/:name",
  summary: "Serves an uploaded image; its name is made of its bytes, so it may be cached for ever.",
  auth: "public",
  authorize: "public",
  schema: { params: imageParams, response: rawAnswer(IMAGE_CONTENT_TYPE, "The image's bytes (WebP).") },
  handler: async ({ params, deps, res }) => {
    const file = await deps.storage.get(imageKeyOf(params.name));
    if (!file) throw new NotFoundError("Image not found.");
    res.status(200).set({
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      // Covers are shown on authors' own domains too.
      "Cross-Origin-Resource-Policy": "cross-origin",
    });
    res.end(file.bytes);
    return undefined;
  },
});

export const filesRoutes: Route[] = [uploadImageRoute, getImageRoute];
