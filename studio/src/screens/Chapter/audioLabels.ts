/** Words for the chapter audio panel. Pure. */

const FORMAT_NAMES: Record<string, string> = { "audio/mpeg": "MP3", "audio/mp4": "M4A", "audio/ogg": "Ogg" };

/** "MP3", "M4A", "Ogg" (or the type itself for anything else). */
export function audioFormatName(contentType: string): string {
  return FORMAT_NAMES[contentType] ?? contentType;
}

/** A file size as people read it: "812 KB", "23.4 MB". */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes)} MB`;
}

/** "reading.mp3 · MP3 · 23.4 MB". */
export function audioFileSummary(audio: { fileName: string; contentType: string; byteSize: number }): string {
  return `${audio.fileName} · ${audioFormatName(audio.contentType)} · ${fileSizeLabel(audio.byteSize)}`;
}
