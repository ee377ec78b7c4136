import sharp from "sharp";

/**
 * Draws an SVG composed by our own code (the demo seed's covers and avatars)
 * as a PNG of exactly `width` × `height` pixels, ready for storeCoverImage.
 * Not for uploaded SVG: librsvg would follow what a stranger's file asks of it.
 */
export async function renderSvgImage(input: { svg: string; width: number; height: number }): Promise<Buffer> {
  const { svg, width, height } = input;
  return (
    sharp(Buffer.from(svg, "utf8"), { failOn: "error" })
      .resize({ width, height, fit: "fill" })
      // An intermediate image, re-encoded as WebP when stored: fast beats small here.
      .png({ compressionLevel: 0 })
      .toBuffer()
  );
}
