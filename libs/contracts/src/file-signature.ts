// Telling a file by its first bytes (magic numbers), whatever its name or the browser says: one
// module for the careers application and the help form, in the browser (before sending) and on
// the server (after receiving).

/** Every type the content check can tell. */
export const FILE_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
  'image/webp',
  'video/mp4',
  'video/webm',
] as const;

export type FileType = (typeof FILE_TYPES)[number];

/** How many leading bytes the content check reads (a DOCX is told by a name inside the zip). */
export const FILE_SIGNATURE_BYTES = 64;

/**
 * The type of a file by its first bytes (magic numbers), whatever its name says: PDF, the old Word
 * format (OLE2 compound file), DOCX (a zip), JPEG, PNG, WebP, MP4 (ISO base media 'ftyp') and WebM
 * (EBML with the 'webm' doctype). Undefined for anything else, an .exe renamed .pdf included.
 */
export function detectFileType(head: Uint8Array): FileType | undefined {
  const starts = (bytes: number[], offset = 0) =>
    bytes.every((byte, index) => head[offset + index] === byte);
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (starts([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'application/msword';
  if (starts([0x50, 0x4b, 0x03, 0x04]))
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(4, 8) === 'ftyp') return 'video/mp4';
  if (
    starts([0x1a, 0x45, 0xdf, 0xa3]) &&
    ascii(0, Math.min(head.length, FILE_SIGNATURE_BYTES)).includes('webm')
  )
    return 'video/webm';
  return undefined;
}

/** The file's type when it is one of `accepted`, else undefined. */
export function detectFileTypeAmong<T extends FileType>(
  head: Uint8Array,
  accepted: readonly T[],
): T | undefined {
  const type = detectFileType(head);
  return type !== undefined && (accepted as readonly FileType[]).includes(type)
    ? (type as T)
    : undefined;
}

/**
 * The first FILE_SIGNATURE_BYTES of a file, for detectFileType (FileReader where Blob.arrayBuffer
 * is missing: older browsers).
 */
export function readFileHead(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, FILE_SIGNATURE_BYTES);
  if (typeof head.arrayBuffer === 'function')
    return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}
