/**
 * Writes a ZIP from entries whose data is already compressed, so that a
 * personal copy re-uses the author's compressed files as they are instead of
 * inflating and deflating the whole book again (personaliseEpub.ts).
 */
export interface ZipWriteEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: 0 | 8;
  crc32: number;
  uncompressedSize: number;
  /** The entry's bytes as they go in the archive (deflated when `method` is 8). */
  data: Uint8Array;
}

/** The DOS time and date of `at` (UTC), as ZIP headers carry them. */
function dosTimeOf(at: Date): { time: number; date: number } {
  const year = Math.max(1980, at.getUTCFullYear());
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

/** The archive of the entries in their order, names in UTF-8; no ZIP64 (the readers' limits keep far below it). */
export function writeZip(entries: readonly ZipWriteEntry[], modifiedAt: Date): Buffer {
  const { time, date } = dosTimeOf(modifiedAt);
  const parts: Uint8Array[] = [];
  const directory: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(entry.crc32, 14);
    local.writeUInt32LE(entry.data.byteLength, 18);
    local.writeUInt32LE(entry.uncompressedSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    local.copy(central, 8, 6, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, entry.data);
    directory.push(central, name);
    offset += local.length + name.length + entry.data.byteLength;
  }
  const directorySize = directory.reduce((total, part) => total + part.byteLength, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...directory, end]);
}
