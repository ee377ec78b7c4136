// The demo's covers and avatars, drawn at seed time: an SVG composed here,
// drawn by sharp (through the domain package, which depends on it) and stored
// by the cover upload's own service, so a seeded cover is stored, named and
// addressed exactly as an uploaded one. Nothing is downloaded.
import { createHash } from "node:crypto";
import { z } from "zod";
import { readEnv, sharedEnv } from "@storyloom/domain/env.ts";
import { createStorage, storageConfigOf } from "@storyloom/domain/integrations/storage.ts";
import type { Storage } from "@storyloom/domain/integrations/storage.ts";
import { renderSvgImage } from "@storyloom/domain/services/files/renderSvgImage.ts";
import { storeCoverImage } from "@storyloom/domain/services/files/storeCoverImage.ts";
import type { GenreCategory } from "@storyloom/db/enums";

/** Where the demo's images go and the origin their addresses start with (the API's PUBLIC_URL). */
export interface DemoImageStore {
  storage: Storage;
  publicUrl: string;
}

const storageEnv = z.object({
  PUBLIC_URL: sharedEnv.PUBLIC_URL,
  FILES_DIR: sharedEnv.FILES_DIR,
  S3_BUCKET: sharedEnv.S3_BUCKET,
  S3_ENDPOINT: sharedEnv.S3_ENDPOINT,
  S3_REGION: sharedEnv.S3_REGION,
  S3_ACCESS_KEY_ID: sharedEnv.S3_ACCESS_KEY_ID,
  S3_SECRET_ACCESS_KEY: sharedEnv.S3_SECRET_ACCESS_KEY,
  S3_FORCE_PATH_STYLE: sharedEnv.S3_FORCE_PATH_STYLE,
});

/** The storage and origin the API reads from the same variables (FILES_DIR or S3_*, PUBLIC_URL). */
export function demoImageStoreFromEnv(env: NodeJS.ProcessEnv = process.env): DemoImageStore {
  const parsed = readEnv(storageEnv, env);
  return { storage: createStorage(storageConfigOf(parsed)), publicUrl: parsed.PUBLIC_URL };
}

export const COVER_WIDTH = 800;
export const COVER_HEIGHT = 1200;
const AVATAR_SIDE = 400;

interface Palette {
  from: string;
  to: string;
  ink: string;
  accent: string;
}

const palettes: Record<GenreCategory, Palette> = {
  FICTION: { from: "#1d2b3a", to: "#4a5d70", ink: "#f4efe6", accent: "#c9a96e" },
  NONFICTION: { from: "#efe4cf", to: "#d8c3a0", ink: "#2e2a24", accent: "#9a5b3c" },
  FANTASY: { from: "#2a1745", to: "#1f6f6b", ink: "#f6f0ff", accent: "#e8c766" },
  ROMANCE: { from: "#b8475f", to: "#f2b49b", ink: "#fff8f3", accent: "#ffe3d6" },
  SCIENCE_FICTION: { from: "#05070f", to: "#2b2f6b", ink: "#e6f0ff", accent: "#6fd3ff" },
  YOUNG_ADULT: { from: "#117a74", to: "#f0c84a", ink: "#fffdf5", accent: "#ff7a59" },
};

const categoryLabels: Record<GenreCategory, string> = {
  FICTION: "Fiction",
  NONFICTION: "Nonfiction",
  FANTASY: "Fantasy",
  ROMANCE: "Romance",
  SCIENCE_FICTION: "Science Fiction",
  YOUNG_ADULT: "Young Adult",
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c);
}

/** A number from 0 to 1 fixed by the text, so two books of one genre differ and a book looks the same on every seed. */
function variation(text: string, salt: number): number {
  return createHash("sha256").update(`${salt}:${text}`).digest()[0]! / 255;
}

/** Greedy word wrap to lines of at most `maxChars` characters (a long word gets a line of its own). */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The title as large as it fits in four lines across the cover. */
function titleLines(title: string): { lines: string[]; size: number } {
  for (const size of [88, 76, 66, 58, 50, 44]) {
    // A bold serif capital, letter-spaced, is about three quarters of its size wide.
    const maxChars = Math.floor((COVER_WIDTH - 160) / (size * 0.78));
    const lines = wrapWords(title.toUpperCase(), maxChars);
    if (lines.length <= 4 && lines.every((line) => line.length <= maxChars)) return { lines, size };
  }
  return { lines: wrapWords(title.toUpperCase(), 18), size: 40 };
}

/** The genre's shapes: a moon over water, ruled paper, mountains under stars, soft circles, orbits, bold blocks. */
function genreShapes(category: GenreCategory, palette: Palette, v: number): string {
  const x = Math.round(200 + v * 400);
  switch (category) {
    case "FICTION":
      return `<circle cx="${x}" cy="820" r="150" fill="${palette.accent}" opacity="0.85"/>
        <rect x="0" y="900" width="${COVER_WIDTH}" height="300" fill="${palette.from}" opacity="0.9"/>
        ${[930, 970, 1010, 1050].map((y, i) => `<rect x="${x - 120 + i * 20}" y="${y}" width="${200 - i * 40}" height="6" fill="${palette.accent}" opacity="${0.5 - i * 0.1}"/>`).join("")}`;
    case "NONFICTION":
      return `${Array.from({ length: 14 }, (_, i) => `<line x1="80" x2="720" y1="${640 + i * 32}" y2="${640 + i * 32}" stroke="${palette.accent}" stroke-width="2" opacity="0.35"/>`).join("")}
        <rect x="${x - 60}" y="600" width="120" height="480" fill="${palette.accent}" opacity="0.8"/>`;
    case "FANTASY":
      return `${Array.from({ length: 40 }, (_, i) => `<circle cx="${(i * 173 + x) % COVER_WIDTH}" cy="${((i * 97) % 560) + 40}" r="${(i % 3) + 1.5}" fill="#ffffff" opacity="0.7"/>`).join("")}
        <path d="M0 1200 L0 900 L${x - 180} 640 L${x - 40} 820 L${x + 60} 700 L800 960 L800 1200 Z" fill="#120a22" opacity="0.85"/>
        <circle cx="${x + 60}" cy="560" r="46" fill="${palette.accent}" opacity="0.9"/>`;
    case "ROMANCE":
      return `<circle cx="${x - 90}" cy="800" r="220" fill="${palette.accent}" opacity="0.35"/>
        <circle cx="${x + 90}" cy="860" r="200" fill="#ffffff" opacity="0.25"/>
        <circle cx="${x}" cy="830" r="60" fill="${palette.from}" opacity="0.5"/>`;
    case "SCIENCE_FICTION":
      return `${[160, 240, 320].map((r) => `<ellipse cx="${x}" cy="820" rx="${r * 1.3}" ry="${r * 0.45}" fill="none" stroke="${palette.accent}" stroke-width="3" opacity="0.6"/>`).join("")}
        <circle cx="${x}" cy="820" r="90" fill="${palette.accent}" opacity="0.9"/>
        <circle cx="${x + 240}" cy="700" r="14" fill="#ffffff"/>`;
    case "YOUNG_ADULT":
      return `<rect x="-100" y="${720 + v * 80}" width="1000" height="140" fill="${palette.accent}" opacity="0.9" transform="rotate(-12 400 800)"/>
        <rect x="-100" y="${900 + v * 60}" width="1000" height="60" fill="#ffffff" opacity="0.6" transform="rotate(-12 400 950)"/>
        <circle cx="${x}" cy="640" r="70" fill="#ffffff" opacity="0.8"/>`;
  }
}

/** A cover of 800 × 1200: the genre's gradient and shapes, the title in a serif, the author's name in a sans-serif. */
export function coverSvg(input: { title: string; authorName: string; category: GenreCategory }): string {
  const { title, authorName, category } = input;
  const palette = palettes[category];
  const v = variation(title, 1);
  const { lines, size } = titleLines(title);
  const titleText = lines
    .map(
      (line, i) =>
        `<text x="400" y="${200 + i * size * 1.15}" text-anchor="middle" font-family="serif" font-weight="bold" font-size="${size}" fill="${palette.ink}" letter-spacing="2">${escapeXml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="${v.toFixed(2)}" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>
  <rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#sky)"/>
  ${genreShapes(category, palette, v)}
  <rect x="30" y="30" width="740" height="1140" fill="none" stroke="${palette.ink}" stroke-width="2" opacity="0.5"/>
  <text x="400" y="100" text-anchor="middle" font-family="sans-serif" font-size="24" letter-spacing="6" fill="${palette.ink}" opacity="0.8">${escapeXml(categoryLabels[category].toUpperCase())}</text>
  ${titleText}
  <text x="400" y="1120" text-anchor="middle" font-family="sans-serif" font-size="38" letter-spacing="3" fill="${palette.ink}">${escapeXml(authorName.toUpperCase())}</text>
</svg>`;
}

/** A square avatar: a gradient of the hue and the name's initials. */
export function avatarSvg(input: { name: string; hue: number }): string {
  const { name, hue } = input;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .slice(0, 2)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIDE}" height="${AVATAR_SIDE}" viewBox="0 0 ${AVATAR_SIDE} ${AVATAR_SIDE}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue}, 55%, 42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360}, 60%, 62%)"/></linearGradient></defs>
  <rect width="${AVATAR_SIDE}" height="${AVATAR_SIDE}" fill="url(#g)"/>
  <text x="200" y="246" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="140" fill="#ffffff">${escapeXml(initials)}</text>
</svg>`;
}

/** Draws and stores a book cover as the upload route stores one; answers its address. */
export async function storeDemoCover(store: DemoImageStore, input: { title: string; authorName: string; category: GenreCategory }): Promise<string> {
  const bytes = await renderSvgImage({ svg: coverSvg(input), width: COVER_WIDTH, height: COVER_HEIGHT });
  return (await storeCoverImage({ storage: store.storage, publicUrl: store.publicUrl, bytes })).url;
}

/** Draws and stores an avatar (a profile's imgUrl); answers its address. */
export async function storeDemoAvatar(store: DemoImageStore, input: { name: string; hue: number }): Promise<string> {
  const bytes = await renderSvgImage({ svg: avatarSvg(input), width: AVATAR_SIDE, height: AVATAR_SIDE });
  return (await storeCoverImage({ storage: store.storage, publicUrl: store.publicUrl, bytes })).url;
}
