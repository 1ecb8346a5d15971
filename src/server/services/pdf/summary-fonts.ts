/**
 * The summary's fonts (docs/pdf-summary.md, ADR 0018): Noto Sans (Latin, Cyrillic, Greek), Hebrew and SC
 * from @fontsource in node_modules, never the system. Text is split into runs per font file; a Hebrew
 * stretch is laid out right to left and its runs drawn in reverse, so readers extract it in order. Files
 * load once, on first need. WOFF, not WOFF2: fontkit 2.0.4 fails to subset composite WOFF2 glyphs.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { create, type Font } from 'fontkit';

export type FontWeight = 'regular' | 'bold';

export type FontFace = { name: string; font: Font };

/** `rtl` when laid out right to left as a whole. */
export type TextRun = { face: FontFace; text: string; rtl: boolean };

/** The first file that has a character's glyph draws it. */
const FILES = [
  ['noto-sans', 'latin'],
  ['noto-sans', 'latin-ext'],
  ['noto-sans', 'vietnamese'],
  ['noto-sans', 'cyrillic'],
  ['noto-sans', 'cyrillic-ext'],
  ['noto-sans', 'greek'],
  ['noto-sans', 'greek-ext'],
  ['noto-sans-hebrew', 'hebrew'],
  ['noto-sans-sc', 'chinese-simplified'],
] as const;
const WEIGHTS: Record<FontWeight, number> = { regular: 400, bold: 700 };

/** WOFF 1.0 unpacked to plain sfnt: fontkit inflates on every read (seconds per summary for the CJK file). */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 file');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, packed, length] = [
      woff.readUInt32BE(at + 4),
      woff.readUInt32BE(at + 8),
      woff.readUInt32BE(at + 12),
    ];
    const stored = woff.subarray(offset, offset + packed);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: packed < length ? inflateSync(stored) : stored,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + count * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // the flavour: TrueType or CFF
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

const resolve = createRequire(import.meta.url).resolve;
const loaded: Record<FontWeight, FontFace[]> = { regular: [], bold: [] };

function faceAt(weight: FontWeight, index: number): FontFace {
  let face = loaded[weight][index];
  if (!face) {
    const [pkg, subset] = FILES[index] ?? FILES[0];
    const name = `${pkg}-${subset}-${WEIGHTS[weight]}`;
    const file = resolve(`@fontsource/${pkg}/files/${name}-normal.woff`);
    face = { name, font: create(sfntOfWoff(readFileSync(file))) };
    loaded[weight][index] = face;
  }
  return face;
}

/** The face whose metrics set the baseline and the bullets: Noto Sans' Latin file. */
export const primaryFace = (weight: FontWeight): FontFace => faceAt(weight, 0);

const byCodePoint: Record<FontWeight, Map<number, FontFace>> = { regular: new Map(), bold: new Map() };

/** Latin's (which draws a blank box) when none has the glyph. */
function faceFor(weight: FontWeight, codePoint: number): FontFace {
  let face = byCodePoint[weight].get(codePoint);
  if (!face) {
    face = primaryFace(weight);
    for (let i = 0; i < FILES.length; i++) {
      const candidate = faceAt(weight, i);
      if (candidate.font.hasGlyphForCodePoint(codePoint)) {
        face = candidate;
        break;
      }
    }
    byCodePoint[weight].set(codePoint, face);
  }
  return face;
}

/** Spaces, punctuation, digits and marks stay in their run when its face has them. */
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;
/** A right-to-left stretch: Hebrew letters and the spaces, marks and punctuation between them. */
const RIGHT_TO_LEFT =
  /\p{Script=Hebrew}(?:[\p{Script=Hebrew}\p{Script=Common}\p{Script=Inherited}]*\p{Script=Hebrew})?/gu;

function faceRuns(text: string, weight: FontWeight, rtl: boolean): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    const face =
      last && NEUTRAL.test(char) && last.face.font.hasGlyphForCodePoint(codePoint)
        ? last.face
        : faceFor(weight, codePoint);
    if (last?.face === face) last.text += char;
    else runs.push({ face, text: char, rtl });
  }
  return runs;
}

/** `text` (NFC) as runs in drawing order: each right-to-left stretch's runs reversed. */
export function textRuns(text: string, weight: FontWeight): TextRun[] {
  const normal = text.normalize('NFC');
  const runs: TextRun[] = [];
  let at = 0;
  for (const stretch of normal.matchAll(RIGHT_TO_LEFT)) {
    runs.push(...faceRuns(normal.slice(at, stretch.index), weight, false));
    runs.push(...faceRuns(stretch[0], weight, true).reverse());
    at = stretch.index + stretch[0].length;
  }
  runs.push(...faceRuns(normal.slice(at), weight, false));
  return runs;
}
