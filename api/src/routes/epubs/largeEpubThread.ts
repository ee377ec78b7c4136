/**
 * Builds personalCopies.int.test.ts's large EPUB on a thread of its own
 * (workerData: { publicUrl, megabytes }) and answers { bytes, uncompressed }
 * (the bytes transferred). The tens of megabytes of prose, XHTML and inflated
 * entries it takes are garbage collected here, not in the process whose
 * event loop the test measures: there they made V8 collect its old space in
 * the middle of the measurement, a pause no API request had caused.
 */
import { parentPort, workerData } from "node:worker_threads";
import { unzipSync } from "fflate";
import { buildEpub, epubIdentifierOf } from "@storyloom/domain/services/epubs/buildEpub.ts";

const WORDS = "the keeper wrote a letter to sea salt lamp harbour night storm rope gull tide stone window answer morning".split(" ");

/** About `megabytes` MB of XHTML prose (compresses about 3:1, like a novel's) in 40 chapters. */
function largeEpub(publicUrl: string, megabytes: number): Buffer {
  const chapterBytes = (megabytes * 1024 * 1024) / 40;
  const chapters = Array.from({ length: 40 }, (_, index) => {
    const paragraphs: string[] = [];
    let size = 0;
    while (size < chapterBytes) {
      const words = Array.from({ length: 60 }, () => WORDS[Math.floor(Math.random() * WORDS.length)]).join(" ");
      paragraphs.push(`<p>${words}.</p>`);
      size += words.length + 8;
    }
    return { heading: `Chapter ${index + 1}`, title: null, markup: paragraphs.join("") };
  });
  return buildEpub({
    identifier: epubIdentifierOf(publicUrl, 1),
    title: "A Very Long Book",
    authorName: "Ada",
    language: "en",
    kind: "prose",
    description: null,
    authorNote: null,
    cover: null,
    chapters,
    modifiedAt: new Date(),
    publisherLine: "Test.",
  });
}

const { publicUrl, megabytes } = workerData as { publicUrl: string; megabytes: number };
const epub = largeEpub(publicUrl, megabytes);
const uncompressed = Object.values(unzipSync(epub)).reduce((total, file) => total + file.length, 0);
const bytes = new Uint8Array(epub);
parentPort?.postMessage({ bytes, uncompressed }, [bytes.buffer]);
