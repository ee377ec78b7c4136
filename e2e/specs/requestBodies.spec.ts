import { expect, test } from "@playwright/test";

// Security review finding 5: the storefront's form pages answered 500 to a JSON or a
// broken multipart body and read bodies of any size; the gateway set no limit.

const formPages = ["/auth/login", "/auth/signUp", "/auth/adminLogin", "/auth/forgotPassword"];
const twoMegabytes = 2 * 1024 * 1024;

test("every form page refuses a JSON body with 415 and a broken multipart body with 400", async ({ request, baseURL }) => {
  const origin = new URL(baseURL ?? "http://localhost:8080").origin;
  for (const path of formPages) {
    const json = await request.post(path, {
      headers: { "content-type": "application/json", origin },
      data: JSON.stringify({ email: "reader@storyloom.test", password: "storyloom-reader" }),
    });
    const broken = await request.post(path, {
      headers: { "content-type": "multipart/form-data; boundary=form-boundary", origin },
      data: '--form-boundary\r\ncontent-disposition: form-data; name="email"\r\n\r\nreader@storyloom.test',
    });

    expect({ path, json: json.status(), broken: broken.status() }).toEqual({ path, json: 415, broken: 400 });
  }
});

test("the gateway refuses a form or an API body over 1 MiB with 413", async ({ request, baseURL }) => {
  const origin = new URL(baseURL ?? "http://localhost:8080").origin;
  const body = `email=${"a".repeat(twoMegabytes)}&password=x`;

  const form = await request.post("/auth/login", { headers: { "content-type": "application/x-www-form-urlencoded", origin }, data: body });
  const api = await request.post("/api/v1/users", {
    headers: { "content-type": "application/json", origin },
    data: JSON.stringify({ name: "a".repeat(twoMegabytes) }),
  });

  expect(form.status()).toBe(413);
  expect(api.status()).toBe(413);
});

test("a long chapter (up to 3 MiB) and a cover (up to 10 MB) pass the gateway, and nothing bigger", async ({ request, baseURL }) => {
  const origin = new URL(baseURL ?? "http://localhost:8080").origin;
  const json = { "content-type": "application/json", origin };
  const chapter = (megabytes: number) => JSON.stringify({ markup: "a".repeat(megabytes * 1024 * 1024), version: 1 });
  const cover = (megabytes: number) => ({ file: { name: "cover.png", mimeType: "image/png", buffer: Buffer.alloc(megabytes * 1024 * 1024) } });

  // Reaching the API, which asks who is calling: the gateway let the body through.
  const longChapter = await request.patch("/api/v1/books/1/chapters/1", { headers: json, data: chapter(2) });
  const largeCover = await request.post("/api/v1/files/images/upload", { headers: { origin }, multipart: cover(5) });
  const tooLongChapter = await request.patch("/api/v1/books/1/chapters/1", { headers: json, data: chapter(4) });
  const tooLargeCover = await request.post("/api/v1/files/images/upload", { headers: { origin }, multipart: cover(11) });

  expect([longChapter.status(), largeCover.status()]).toEqual([401, 401]);
  expect([tooLongChapter.status(), tooLargeCover.status()]).toEqual([413, 413]);
});

test("a sign-in form within the limits still signs in", async ({ page }) => {
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill("reader@storyloom.test");
  await page.getByLabel("Password", { exact: true }).fill("storyloom-reader");

  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page).toHaveURL(/\/books$/);
});
