/** The file types a player may upload, recognised by their first bytes, never by name or header. */
export interface DetectedFileType {
  mimeType: 'image/jpeg' | 'image/png' | 'application/pdf';
  extension: 'jpg' | 'png' | 'pdf';
}

const signatures: { bytes: number[]; type: DetectedFileType }[] = [
  { bytes: [0xff, 0xd8, 0xff], type: { mimeType: 'image/jpeg', extension: 'jpg' } },
  {
    bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    type: { mimeType: 'image/png', extension: 'png' },
  },
  // "%PDF-"
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], type: { mimeType: 'application/pdf', extension: 'pdf' } },
];

export const acceptedMimeTypes = signatures.map((signature) => signature.type.mimeType);

export function detectFileType(content: Uint8Array): DetectedFileType | null {
  const match = signatures.find(
    ({ bytes }) => content.length >= bytes.length && bytes.every((byte, index) => content[index] === byte),
  );
  return match?.type ?? null;
}
