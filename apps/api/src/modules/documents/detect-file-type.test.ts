import { describe, expect, it } from 'vitest';
import { detectFileType } from './detect-file-type';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('detectFileType', () => {
  it('knows JPEG, PNG and PDF by their first bytes', () => {
    expect(detectFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0))).toEqual({
      mimeType: 'image/jpeg',
      extension: 'jpg',
    });
    expect(detectFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toEqual({
      mimeType: 'image/png',
      extension: 'png',
    });
    expect(detectFileType(Buffer.from('%PDF-1.7\n'))).toEqual({
      mimeType: 'application/pdf',
      extension: 'pdf',
    });
  });

  it('refuses anything else, including truncated signatures', () => {
    expect(detectFileType(Buffer.from('hello, this is text'))).toBeNull();
    expect(detectFileType(Buffer.from('MZ\x90\x00'))).toBeNull(); // a Windows executable
    expect(detectFileType(bytes(0x7f, 0x45, 0x4c, 0x46))).toBeNull(); // ELF
    expect(detectFileType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(detectFileType(Buffer.from('%PDF'))).toBeNull();
    expect(detectFileType(bytes())).toBeNull();
  });
});
