import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderSvgImage } from "./renderSvgImage.ts";

describe("renderSvgImage", () => {
  it("draws the SVG at the size asked, whatever size it declares", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="120" viewBox="0 0 80 120"><rect width="80" height="120" fill="#ff0000"/></svg>`;

    const png = await renderSvgImage({ svg, width: 160, height: 240 });

    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ format: "raw", width: 160, height: 240 });
    expect([...data.subarray(0, 3)]).toEqual([255, 0, 0]);
  });

  it("refuses what is not an SVG", async () => {
    await expect(renderSvgImage({ svg: "not an image", width: 10, height: 10 })).rejects.toThrow();
  });
});
