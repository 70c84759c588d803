import { encodeWinAnsi, textWidth } from './win-ansi';

/** One line of text on a page; `align: 'right'` ends it at x. Points, from the page's bottom left. */
export interface PdfText {
  x: number;
  y: number;
  size: number;
  text: string;
  bold?: boolean;
  align?: 'left' | 'right';
}

/** A horizontal or any straight rule. */
export interface PdfRule {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface PdfPage {
  texts: PdfText[];
  rules: PdfRule[];
}

/** A4 in points. */
export const pageSize = { width: 595, height: 842 } as const;

function hexOf(text: string): string {
  return `<${encodeWinAnsi(text).toString('hex')}>`;
}

const number = (value: number) => (Math.round(value * 100) / 100).toString();

function contentOf(page: PdfPage): string {
  const rules = page.rules.map(
    (rule) => `${number(rule.x1)} ${number(rule.y1)} m ${number(rule.x2)} ${number(rule.y2)} l S`,
  );
  const texts = page.texts.map((item) => {
    const x = item.align === 'right' ? item.x - textWidth(item.text, item.size) : item.x;
    const font = item.bold ? '/F2' : '/F1';
    return `BT ${font} ${number(item.size)} Tf ${number(x)} ${number(item.y)} Td ${hexOf(item.text)} Tj ET`;
  });
  return ['0.5 w 0.6 G', ...rules, '0 g', ...texts].join('\n');
}

/**
 * A PDF 1.4 file of text and rules in the standard Helvetica fonts: small, written without a browser
 * or a library. Objects: 1 catalog, 2 pages, 3 and 4 the fonts, 5 the info, then each page and its
 * content. The cross-reference table gives every object's byte offset, as readers expect.
 */
export function renderPdf(pages: PdfPage[], info: { title: string }): Buffer {
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 6 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title ${hexOf(info.title)} /Producer (casino statement) >>`;
  pages.forEach((page, index) => {
    const id = pageIds[index]!;
    const content = contentOf(page);
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageSize.width} ${pageSize.height}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });

  // Written as Latin-1 (text itself goes as hex): one character is one byte, so offsets are exact.
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(body, 'latin1');
  const entries = offsets.slice(1).map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  body +=
    `xref\n0 ${objects.length}\n0000000000 65535 f \n${entries.join('')}` +
    `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
