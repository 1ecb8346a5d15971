/** The part of fontkit 2 (pdfkit's font engine, which ships no types) that summary-fonts.ts uses. */
declare module 'fontkit' {
  export interface Font {
    readonly unitsPerEm: number;
    readonly ascent: number;
    readonly xHeight: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Uint8Array): Font;
}
