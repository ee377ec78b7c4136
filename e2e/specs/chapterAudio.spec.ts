import { expect, test } from "@playwright/test";
import { ChapterAudioPage } from "../pages/ChapterAudioPage.ts";
import { silentMp3 } from "../support/audio.ts";
import { bookOnSale } from "../support/books.ts";
import { newPerson } from "../support/people.ts";

test("an author uploads a chapter's audio; a reader plays it, reloads, and resumes where they were", async ({ browser }) => {
  test.slow();
  const author = await newPerson(browser, "Audio Author");
  const book = await bookOnSale(author.page.request, `Spoken Tides ${Date.now()}`, 2);
  const studio = new ChapterAudioPage(author.page);
  const [firstChapter] = await studio.chapterIds(book.id);

  await studio.gotoStudioChapter(book.id, firstChapter!);
  await studio.openPanel();
  await expect(author.page.getByText("No audio yet.")).toBeVisible();
  // Bytes decide, not the name: a text file called .mp3 is refused with the reason.
  await studio.upload({ name: "notes.mp3", mimeType: "audio/mpeg", buffer: Buffer.from("These are notes, not a recording.".repeat(10)) });
  await expect(studio.uploadRefusal()).toHaveText("Upload refused. This is not an MP3, M4A or Ogg audio file.");
  await studio.upload({ name: "Tide one, read aloud.mp3", mimeType: "audio/mpeg", buffer: silentMp3(60) });
  await expect(studio.uploadedFile()).toHaveText(/^Tide one, read aloud\.mp3 · MP3 · \d+ KB$/);
  await expect(studio.uploadRefusal()).toHaveCount(0);

  // A reader opens the free first chapter: a player above the text.
  const reader = await newPerson(browser, "Audio Listener");
  const listener = new ChapterAudioPage(reader.page);
  await reader.page.goto(`${book.path}/chapter/1`);
  await expect(listener.listenSection()).toBeVisible();
  await expect.poll(() => listener.duration()).toBeGreaterThan(55);
  await listener.play();
  await expect.poll(() => listener.currentTime()).toBeGreaterThan(0);
  await listener.seekTo(21);
  await expect.poll(() => listener.currentTime()).toBeGreaterThanOrEqual(21);
  await listener.pause();
  const heard = await listener.currentTime();
  await expect
    .poll(async () => {
      const place = await listener.listeningPlaceOnServer(book.id);
      return place ? { index: place.currentChapterIndex, listening: place.audiobookMode, near: Math.abs(place.currentChapterProgress * 60 - heard) < 2 } : null;
    })
    .toEqual({ index: 1, listening: true, near: true });

  await reader.page.reload();
  await expect(listener.playerStatus()).toHaveText(/^Picks up at 0:2\d, where you stopped listening\.$/);
  const resumed = await listener.currentTime();
  expect(Math.abs(resumed - heard)).toBeLessThan(2);

  // The author deletes it: the reader's page has no player any more.
  await studio.page.getByRole("button", { name: "Delete audio" }).click();
  await studio.page.getByRole("dialog").getByRole("button", { name: "Delete audio" }).click();
  await expect(author.page.getByText("No audio yet.")).toBeVisible();
  await reader.page.reload();
  await expect(reader.page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(listener.listenSection()).toHaveCount(0);

  await author.context.close();
  await reader.context.close();
});
