import { describe, expect, it } from 'vitest';
import { readPdfText } from '../../test/pdf-text';
import { renderPdf } from './pdf-document';
import { encodeWinAnsi, textWidth } from './win-ansi';

describe('the PDF writer', () => {
  it('encodes the letters of our six languages in WinAnsi and marks what it cannot show', () => {
    expect([...encodeWinAnsi('€ æøå ÄÖÜß ñ ç ã')]).toEqual([
      0x80, 0x20, 0xe6, 0xf8, 0xe5, 0x20, 0xc4, 0xd6, 0xdc, 0xdf, 0x20, 0xf1, 0x20, 0xe7, 0x20, 0xe3,
    ]);
    // French groups thousands with a narrow no-break space: printed as a no-break space.
    expect([...encodeWinAnsi('1\u202f000')]).toEqual([0x31, 0xa0, 0x30, 0x30, 0x30]);
    expect([...encodeWinAnsi('漢')]).toEqual([0x3f]);
  });

  it('measures text with Helvetica widths, an accented letter as its base letter', () => {
    expect(textWidth('1000', 10)).toBeCloseTo(22.24);
    expect(textWidth('é', 10)).toBe(textWidth('e', 10));
    expect(textWidth('Wil', 10)).toBeCloseTo(13.88);
  });

  it('writes a file whose cross-reference table points at each object, text right-aligned at x', () => {
    const pdf = renderPdf(
      [
        { texts: [{ x: 100, y: 700, size: 10, text: 'Façade 12,50 €' }], rules: [] },
        {
          texts: [{ x: 545, y: 700, size: 10, text: '1000', align: 'right', bold: true }],
          rules: [{ x1: 50, y1: 690, x2: 545, y2: 690 }],
        },
      ],
      { title: 'Relevé' },
    );
    expect(readPdfText(pdf).split('\n')).toEqual(['Façade 12,50 €', '1000']);
    const file = pdf.toString('latin1');
    expect(file).toContain('/Count 2');
    // 545 less the width of '1000' at 10 points (22.24).
    expect(file).toContain('/F2 10 Tf 522.76 700 Td');
    expect(file).toContain('50 690 m 545 690 l S');
  });
});
