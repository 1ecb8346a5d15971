/**
 * The printable summary as a PDF (ADR 0018, docs/pdf-summary.md) with pdfkit: US Letter, large print
 * (16 pt or more), tagged (title, language, structure tree in reading order, bookmarks, footers as
 * artifacts), text in embedded Noto runs (summary-fonts.ts) so names in any covered script read back.
 */
import PDFDocument from 'pdfkit';
import { type FontFace, type FontWeight, primaryFace, textRuns } from './summary-fonts.ts';
import type { SummaryModel } from './summary-model.ts';

type Doc = InstanceType<typeof PDFDocument>;
type Struct = ReturnType<Doc['struct']>;
type Placed = PDFKit.Mixins.TextOptions & { x: number; y: number };

const MARGIN = 43.2; // 0.6 in
const FOOTER_SPACE = 36;
const BODY = 16;
const H1 = 30;
const H2 = 24;
const H3 = 20;
const INK = '#000000';
const MUTED_RULE = '#555555';
const BULLET_RADIUS = 3.5;
const LIST_INDENT = 20;

const LANGUAGE_TAG = { en: 'en-US', es: 'es-US' } as const;

class Writer {
  readonly doc: Doc;
  private readonly root: Struct;
  private readonly registered = new Set<string>();
  constructor(doc: Doc) {
    this.doc = doc;
    this.root = doc.struct('Document');
    doc.addStructure(this.root);
  }

  /** Closes the structure tree; call once, after the last section. */
  end() {
    this.root.end();
  }

  private get width() {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }
  private get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  private use(face: FontFace) {
    if (!this.registered.has(face.name)) {
      // pdfkit also takes a fontkit font (parsed once per process), which @types/pdfkit leaves out.
      this.doc.registerFont(face.name, face.font as unknown as Buffer);
      this.registered.add(face.name);
    }
    this.doc.font(face.name);
  }

  /** Run by run on the Latin baseline; `features` lays an RTL run out whole (by word misorders Hebrew). */
  private write(text: string, weight: FontWeight, size: number, { x, y, ...options }: Placed) {
    const runs = textRuns(text, weight);
    const primary = primaryFace(weight).font;
    const baseline = -(primary.ascent / primary.unitsPerEm) * size;
    if (runs.length === 0) runs.push({ face: primaryFace(weight), text: '', rtl: false });
    this.doc.fontSize(size).fillColor(INK);
    runs.forEach((run, i) => {
      this.use(run.face);
      const at = {
        ...options,
        baseline,
        continued: i < runs.length - 1,
        ...(run.rtl ? { features: [] } : {}),
      };
      if (i === 0) this.doc.text(run.text, x, y, at);
      else this.doc.text(run.text, at);
    });
  }

  /** Starts a new page unless `height` points still fit (a heading keeps with its text). */
  keepSpace(height: number) {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  /** A tagged section: its content goes into the structure tree under one Sect, in order. */
  section(draw: (sect: Struct) => void) {
    const sect = this.doc.struct('Sect');
    this.root.add(sect);
    draw(sect);
    sect.end();
  }

  /** Breaks lines between words only: "(HMO-POS)" broken at the hyphen reads back as "HMOPOS". */
  private betweenWords(text: string, size: number): string {
    this.use(primaryFace('bold'));
    this.doc.fontSize(size);
    const lines: string[] = [];
    for (const word of text.split(' ')) {
      const line = lines.at(-1);
      // An em short of the width: at the very width pdfkit may still wrap, at the hyphen.
      if (line !== undefined && this.doc.widthOfString(`${line} ${word}`) <= this.width - size)
        lines[lines.length - 1] = `${line} ${word}`;
      else lines.push(word);
    }
    return lines.join('\n');
  }

  heading(sect: Struct, level: 1 | 2 | 3, text: string, bookmark = false) {
    const size = level === 1 ? H1 : level === 2 ? H2 : H3;
    this.keepSpace(size * 1.4 + BODY * 3);
    if (level > 1) this.doc.moveDown(level === 2 ? 0.8 : 0.5);
    if (bookmark) this.doc.outline.addItem(text);
    const at = { x: this.doc.page.margins.left, y: this.doc.y, width: this.width };
    const lines = this.betweenWords(text, size);
    sect.add(this.doc.struct(`H${level}`, {}, () => this.write(lines, 'bold', size, at)));
    this.doc.moveDown(0.25);
  }

  paragraph(sect: Struct, text: string, options: { bold?: boolean; url?: string | null } = {}) {
    const weight = options.bold ? 'bold' : 'regular';
    const at = { x: this.doc.page.margins.left, y: this.doc.y, width: this.width, lineGap: 3 };
    const { url } = options;
    if (url) {
      // A paragraph that is a link: P > Link, the annotation tied to its Link element.
      const paragraph = this.doc.struct('P');
      sect.add(paragraph);
      paragraph.add(
        this.doc.struct('Link', { alt: text }, () => this.write(text, weight, BODY, { ...at, link: url })),
      );
      paragraph.end();
    } else {
      sect.add(this.doc.struct('P', {}, () => this.write(text, weight, BODY, at)));
    }
    this.doc.moveDown(0.35);
  }

  /** A bulleted list tagged L > LI > Lbl + LBody, as pdfkit's list() tags it (which writes one font only). */
  list(sect: Struct, items: string[]) {
    if (items.length === 0) return;
    const list = this.doc.struct('L');
    sect.add(list);
    const left = this.doc.page.margins.left;
    const latin = primaryFace('regular').font;
    const bulletY = ((latin.ascent - latin.xHeight / 2) / latin.unitsPerEm) * BODY;
    for (const text of items) {
      this.keepSpace(BODY * 1.5); // a bullet never stays behind at the foot of a page
      const y = this.doc.y;
      const item = this.doc.struct('LI');
      list.add(item);
      item.add(
        this.doc.struct('Lbl', {}, () => {
          this.doc.circle(left + BULLET_RADIUS, y + bulletY, BULLET_RADIUS).fill(INK);
        }),
      );
      const at = { x: left + LIST_INDENT, y, width: this.width - LIST_INDENT, lineGap: 3 };
      item.add(this.doc.struct('LBody', {}, () => this.write(text, 'regular', BODY, at)));
      item.end();
    }
    list.end();
    this.doc.moveDown(0.35);
  }

  /** Drawn as an artifact: no part of the text. */
  rule() {
    this.keepSpace(BODY * 2);
    const y = this.doc.y + 4;
    this.doc.markContent('Artifact', { type: 'Layout' });
    this.doc
      .moveTo(this.doc.page.margins.left, y)
      .lineTo(this.doc.page.width - this.doc.page.margins.right, y)
      .lineWidth(1)
      .strokeColor(MUTED_RULE)
      .stroke();
    this.doc.endMarkedContent();
    this.doc.y = y + 10;
  }

  /** Marked as pagination artifacts. */
  footers(text: (page: number, pages: number) => string) {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      const { page } = this.doc;
      const bottomMargin = page.margins.bottom;
      page.margins.bottom = 0; // writing below the margin must not start another page
      this.doc.markContent('Artifact', { type: 'Pagination' });
      this.write(text(i + 1, range.count), 'regular', BODY, {
        x: page.margins.left,
        y: page.height - bottomMargin + 10,
        width: this.width,
        align: 'center',
        lineBreak: false,
      });
      this.doc.endMarkedContent();
      page.margins.bottom = bottomMargin;
    }
  }
}

export function renderSummaryPdf(model: SummaryModel): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: true,
    pdfVersion: '1.7',
    tagged: true,
    lang: LANGUAGE_TAG[model.lang],
    displayTitle: true,
    info: {
      Title: model.title,
      Subject: model.subject,
      Author: 'ClearPlan',
      Creator: 'ClearPlan',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const w = new Writer(doc);
  w.section((sect) => {
    w.heading(sect, 1, model.heading, true);
    if (model.sampleNotice) w.paragraph(sect, model.sampleNotice, { bold: true });
    w.paragraph(sect, model.preparedFor, { bold: true });
    w.paragraph(sect, model.generatedOn);
    w.paragraph(sect, model.estimatesNote);
  });
  for (const part of [model.medications, model.doctors])
    w.section((sect) => {
      w.heading(sect, 2, part.heading, true);
      w.list(sect, part.lines);
    });
  w.section((sect) => {
    w.heading(sect, 2, model.plans.heading, true);
    w.paragraph(sect, model.plans.intro);
    model.plans.items.forEach((plan, i) => {
      if (i > 0) w.rule();
      // A plan's name, ids and first facts start on the same page.
      w.keepSpace(H3 * 1.4 + BODY * 8);
      w.heading(sect, 3, plan.heading);
      if (plan.badge) w.paragraph(sect, plan.badge, { bold: true });
      w.paragraph(sect, plan.idLine);
      w.paragraph(sect, plan.yearlyCost, { bold: true });
      w.list(sect, [...plan.costParts, ...plan.facts]);
      if (plan.reasons.length > 0) {
        w.keepSpace(BODY * 6); // the label and the first reasons together
        w.paragraph(sect, plan.whyHeading, { bold: true });
        w.list(sect, plan.reasons);
      }
      for (const note of plan.notes) w.paragraph(sect, note);
      for (const line of plan.contact) w.paragraph(sect, line.text, { url: line.url });
    });
  });
  w.section((sect) => {
    w.heading(sect, 2, model.nextSteps.heading, true);
    for (const line of model.nextSteps.lines) w.paragraph(sect, line.text, { url: line.url });
  });
  w.section((sect) => {
    w.heading(sect, 2, model.about.heading, true);
    for (const line of model.about.lines) w.paragraph(sect, line);
  });
  w.end();
  w.footers(model.footer);
  doc.end();
  return done;
}
