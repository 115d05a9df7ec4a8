import { TimeSlices } from './time-slices';
import { concatBytes } from './bytes';

/**
 * A ZIP archive written part by part, each part deflated by the platform (`CompressionStream`:
 * native code in a browser, zlib's thread pool in Node), so a large export is compressed without
 * holding the event loop (docs/rules.md#exports). Only what an XLSX file needs: deflated parts with
 * UTF-8 names, no ZIP64 (a part stays far below 4 GB).
 */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ZIP's) of `bytes`, going on from `crc` (the running value, not yet inverted). */
function crc32(bytes: Uint8Array, crc: number): number {
  let c = crc;
  for (let i = 0; i < bytes.length; i++) c = (CRC_TABLE[(c ^ (bytes[i] as number)) & 0xff] as number) ^ (c >>> 8);
  return c;
}

/** MS-DOS time and date fields of `date` (local time, two-second steps). */
function dosDateTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    date: (Math.max(0, date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

interface Entry {
  readonly name: Uint8Array;
  readonly crc: number;
  readonly compressed: number;
  readonly size: number;
  readonly offset: number;
}

const UTF8_NAMES = 0x0800;
const DEFLATE = 8;
const VERSION = 20;

export class ZipStream {
  private readonly chunks: Uint8Array[] = [];
  private readonly entries: Entry[] = [];
  private offset = 0;
  private readonly stamp: { time: number; date: number };
  /** A breath per piece (about 64 kB of text): at least every 4. */
  private readonly slices = new TimeSlices(4);

  constructor(modified: Date = new Date()) {
    this.stamp = dosDateTime(modified);
  }

  /**
   * Adds a part named `name` from its pieces, deflated as they come; the job breathes between two
   * pieces (time-slices.ts).
   */
  async add(
    name: string,
    pieces: AsyncIterable<Uint8Array<ArrayBuffer>> | Iterable<Uint8Array<ArrayBuffer>>,
  ): Promise<void> {
    const deflate = new CompressionStream('deflate-raw');
    const compressed = new Response(deflate.readable).arrayBuffer();
    const writer = deflate.writable.getWriter();
    let crc = 0xffffffff;
    let size = 0;
    for await (const piece of pieces) {
      crc = crc32(piece, crc);
      size += piece.length;
      await writer.write(piece);
      await this.slices.breathe();
    }
    await writer.close();
    const data = new Uint8Array(await compressed);
    const entry: Entry = {
      name: new TextEncoder().encode(name),
      crc: (crc ^ 0xffffffff) >>> 0,
      compressed: data.length,
      size,
      offset: this.offset,
    };
    this.entries.push(entry);
    this.push(this.header(entry, false), data);
  }

  /** The archive: the parts, then their directory. */
  finish(): Uint8Array {
    const start = this.offset;
    for (const entry of this.entries) this.push(this.header(entry, true));
    const end = new DataView(new ArrayBuffer(22));
    end.setUint32(0, 0x06054b50, true);
    end.setUint16(8, this.entries.length, true);
    end.setUint16(10, this.entries.length, true);
    end.setUint32(12, this.offset - start, true);
    end.setUint32(16, start, true);
    this.push(new Uint8Array(end.buffer));
    return concatBytes(this.chunks);
  }

  private push(...chunks: Uint8Array[]): void {
    for (const chunk of chunks) {
      this.chunks.push(chunk);
      this.offset += chunk.length;
    }
  }

  /** A part's local header, or its central directory record. */
  private header(entry: Entry, central: boolean): Uint8Array {
    const fixed = central ? 46 : 30;
    const view = new DataView(new ArrayBuffer(fixed + entry.name.length));
    let at = 0;
    const u16 = (value: number) => {
      view.setUint16(at, value, true);
      at += 2;
    };
    const u32 = (value: number) => {
      view.setUint32(at, value, true);
      at += 4;
    };
    u32(central ? 0x02014b50 : 0x04034b50);
    if (central) u16(VERSION);
    u16(VERSION);
    u16(UTF8_NAMES);
    u16(DEFLATE);
    u16(this.stamp.time);
    u16(this.stamp.date);
    u32(entry.crc);
    u32(entry.compressed);
    u32(entry.size);
    u16(entry.name.length);
    u16(0);
    if (central) {
      u16(0); // comment
      u16(0); // disk
      u16(0); // internal attributes
      u32(0); // external attributes
      u32(entry.offset);
    }
    new Uint8Array(view.buffer).set(entry.name, fixed);
    return new Uint8Array(view.buffer);
  }
}
