import { expect } from 'vitest';

/** WinAnsi bytes that differ from Latin-1, back to their characters (the ones our writer uses). */
const winAnsiSpecials: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};

/**
 * Checks a PDF of ours the way a reader opens it (header, trailer, every cross-reference offset
 * pointing at its object) and returns its text lines, hex strings decoded from WinAnsi.
 */
export function readPdfText(pdf: Buffer): string {
  const file = pdf.toString('latin1');
  expect(file.startsWith('%PDF-1.4\n')).toBe(true);
  expect(file.trimEnd().endsWith('%%EOF')).toBe(true);
  const xrefAt = Number(/startxref\n(\d+)\n/.exec(file)?.[1]);
  expect(file.slice(xrefAt, xrefAt + 4)).toBe('xref');
  const offsets = [...file.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
  offsets.forEach((offset, index) => expect(file.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
  const lines = [...file.matchAll(/<([0-9a-f]+)> Tj/g)].map((match) =>
    [...Buffer.from(match[1]!, 'hex')]
      .map((byte) => winAnsiSpecials[byte] ?? String.fromCharCode(byte))
      .join(''),
  );
  return lines.join('\n');
}
