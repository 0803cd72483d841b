import {
  detectFileType,
  detectFileTypeAmong,
  FILE_SIGNATURE_BYTES,
  readFileHead,
} from './file-signature';
import { HELP_ATTACHMENT_TYPES } from './content';

describe('telling a file by its content (careers application, help form)', () => {
  const bytes = (...values: (number | string)[]) =>
    Uint8Array.from(
      values.flatMap((value) =>
        typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value],
      ),
    );

  it.each([
    ['a PDF', bytes('%PDF-1.4\n'), 'application/pdf'],
    [
      'an old Word document',
      bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1),
      'application/msword',
    ],
    [
      'a DOCX',
      bytes('PK', 3, 4, 20, 0),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    ['a PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a), 'image/png'],
    ['a WebP', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
    ['an MP4', bytes(0, 0, 0, 0x20, 'ftypisom'), 'video/mp4'],
    [
      'a WebM',
      bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, 'webm'),
      'video/webm',
    ],
  ])('recognises %s', (_name, head, type) => {
    expect(detectFileType(head)).toBe(type);
  });

  it('recognises nothing in a Windows program, whatever it is called', () => {
    expect(detectFileType(bytes('MZ', 0x90, 0, 3, 0, 0, 0))).toBeUndefined();
    expect(detectFileType(bytes('plain text'))).toBeUndefined();
  });
});

describe('a file type among those a form accepts', () => {
  const bytes = (...values: (number | string)[]) =>
    Uint8Array.from(
      values.flatMap((value) =>
        typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value],
      ),
    );

  it('accepts the help form photos and PDFs, not a video or a Word file', () => {
    expect(detectFileTypeAmong(bytes(0xff, 0xd8, 0xff, 0xe0), HELP_ATTACHMENT_TYPES)).toBe(
      'image/jpeg',
    );
    expect(detectFileTypeAmong(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '), HELP_ATTACHMENT_TYPES)).toBe(
      'image/webp',
    );
    expect(detectFileTypeAmong(bytes('%PDF-1.7'), HELP_ATTACHMENT_TYPES)).toBe('application/pdf');
    expect(
      detectFileTypeAmong(bytes(0, 0, 0, 0x20, 'ftypisom'), HELP_ATTACHMENT_TYPES),
    ).toBeUndefined();
    expect(
      detectFileTypeAmong(
        bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1),
        HELP_ATTACHMENT_TYPES,
      ),
    ).toBeUndefined();
  });

  it('reads the first bytes of a file, no more', async () => {
    const file = new Blob([bytes('%PDF-1.4'), new Uint8Array(200)]);
    const head = await readFileHead(file);
    expect(head).toHaveLength(FILE_SIGNATURE_BYTES);
    expect(detectFileType(head)).toBe('application/pdf');
  });
});
