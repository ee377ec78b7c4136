import { describe, expect, it } from "vitest";
import { imageNameOfUrl, imageUrlOf } from "./coverImages.ts";

const origin = "https://storyloom.example";
const name = `${"ab".repeat(16)}.webp`;

describe("cover image addresses", () => {
  it("reads back the name of an address of ours", () => {
    expect(imageNameOfUrl(origin, imageUrlOf(origin, name))).toBe(name);
  });

  it("refuses other hosts, other paths and names that are not image names", () => {
    expect(imageNameOfUrl(origin, `https://evil.example/api/v1/files/images/${name}`)).toBeNull();
    expect(imageNameOfUrl(origin, `${origin}.evil.example/api/v1/files/images/${name}`)).toBeNull();
    expect(imageNameOfUrl(origin, `${origin}/api/v1/files/images/../${name}`)).toBeNull();
    expect(imageNameOfUrl(origin, `${origin}/api/v1/files/images/${name}?x=1`)).toBeNull();
    expect(imageNameOfUrl(origin, `${origin}/api/v1/files/images/ABAB.webp`)).toBeNull();
  });
});
