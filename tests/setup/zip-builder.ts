/**
 * Test support (not used by the app): builds zip files byte by byte for the upload-guard tests: honest ones, bombs (a highly
 * compressible entry) and liars (a central directory that understates sizes).
 */
import { createDeflateRaw, deflateRawSync } from 'node:zlib';

export type ZipPart = {
  name: string;
  /** The stored (compressed) bytes. */
  data: Uint8Array;
  uncompressedSize: number;
  /** 8 = deflate, 0 = stored. */
  method?: number;
  /** Written in the central directory instead of the real size, to make a liar. */
  claimedSize?: number;
};

export const deflated = (name: string, text: string | Uint8Array): ZipPart => {
  const raw = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  return { name, data: deflateRawSync(raw), uncompressedSize: raw.length };
};

/** `megabytes` of zeros, deflated without holding them in memory. */
export async function zeros(name: string, megabytes: number): Promise<ZipPart> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const mb = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < megabytes; i++) {
    if (!deflate.write(mb)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { name, data: Buffer.concat(chunks), uncompressedSize: megabytes * 1024 * 1024 };
}

export function buildZip(parts: ZipPart[]): Uint8Array {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const size = part.claimedSize ?? part.uncompressedSize;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.method ?? 8, 8);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    chunks.push(local, name, Buffer.from(part.data));
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(part.method ?? 8, 10);
    entry.writeUInt32LE(part.data.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    offset += 30 + name.length + part.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...chunks, directory, end]));
}

export const CONTENT_TYPES = deflated(
  '[Content_Types].xml',
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
);
