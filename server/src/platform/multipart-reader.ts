import type { FastifyRequest } from 'fastify';
import { inputProblem } from './input-guards';

/** A file part as read: its bytes up to its field's limit, and whether there was more. */
export interface ReadFile {
  field: string;
  /** The name the sender gave it (NUL-free); display only, never a path. */
  filename: string;
  buffer: Buffer;
  /** The file was bigger than its field allows: `buffer` holds the first bytes only. */
  tooLarge: boolean;
}

export interface ReadForm {
  /** Text fields the route knows, by name (the last one wins). */
  fields: Record<string, string>;
  files: ReadFile[];
  /** Names of parts the route does not expect (text or file): the route decides what to say. */
  unexpected: { field: string; kind: 'text' | 'file' }[];
}

export interface MultipartFormShape {
  textFields: ReadonlySet<string>;
  /** Largest bytes per file field; a file of any other field is drained and reported unexpected. */
  fileLimits: Readonly<Record<string, number>>;
  /** Largest request, counted on the bytes actually received (chunked bodies declare no length). */
  maxRequestBytes: number;
}

export class MultipartInputError extends Error {
  constructor(
    readonly statusCode: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

const MALFORMED_MESSAGE = 'Il modulo inviato è incompleto o danneggiato: invialo di nuovo.';
const UNNAMED_PART_MESSAGE = 'Il modulo contiene una parte senza nome: invialo di nuovo.';

function tooLargeMessage(maxRequestBytes: number): string {
  return `La richiesta è troppo grande: al massimo ${Math.max(1, Math.floor(maxRequestBytes / (1024 * 1024)))} MB.`;
}

/** Limits the plugin raises itself (parts, files, fields) keep their own status and Italian message (errors.ts). */
function isPluginLimit(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    /^FST_(PARTS|FILES|FIELDS)_LIMIT$/.test(String((error as { code?: unknown }).code))
  );
}

/**
 * The one way the server reads a multipart form (the help form, job applications). Every file is
 * streamed and counted: a file keeps at most its field's limit in memory, the whole request is cut
 * with a 413 once the bytes received pass `maxRequestBytes` — with `Transfer-Encoding: chunked`
 * too, where no Content-Length was checked up front. A malformed body (a part without a name, a
 * file cut short, a broken boundary) is a 400, and text values and file names pass the same guard
 * as JSON bodies (no NUL byte), so nothing malformed reaches a query as a 500.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  shape: MultipartFormShape,
): Promise<ReadForm> {
  const form: ReadForm = { fields: {}, files: [], unexpected: [] };
  const raw = request.raw;
  let received = 0;
  let cut: MultipartInputError | undefined;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > shape.maxRequestBytes && !cut) {
      cut = new MultipartInputError(413, tooLargeMessage(shape.maxRequestBytes));
      raw.off('data', count);
      // The multipart plugin ends the parts it is reading with this error; nothing more is read.
      raw.unpipe();
      raw.pause();
      raw.emit('error', cut);
    }
  };
  // Attached in the same tick as the parts iterator starts piping, so no chunk goes uncounted.
  raw.on('data', count);
  try {
    for await (const part of request.parts()) {
      if (!part.fieldname) throw new MultipartInputError(400, UNNAMED_PART_MESSAGE);
      if (part.type === 'file') {
        const problem = inputProblem(part.fieldname) ?? inputProblem(part.filename ?? '');
        const limit = shape.fileLimits[part.fieldname];
        const read = await readFileBytes(part.file, limit ?? 0);
        if (problem) throw new MultipartInputError(400, problem);
        // `truncated`: over the plugin's own per-file limit, which stops the bytes before we see them.
        if (limit === undefined) form.unexpected.push({ field: part.fieldname, kind: 'file' });
        else
          form.files.push({
            field: part.fieldname,
            filename: part.filename ?? '',
            buffer: read.buffer,
            tooLarge: read.tooLarge || part.file.truncated,
          });
      } else {
        const value = String(part.value);
        const problem = inputProblem(part.fieldname) ?? inputProblem(value);
        if (problem) throw new MultipartInputError(400, problem);
        if (shape.textFields.has(part.fieldname)) form.fields[part.fieldname] = value;
        else form.unexpected.push({ field: part.fieldname, kind: 'text' });
      }
    }
  } catch (error) {
    if (cut) throw cut;
    if (error instanceof MultipartInputError || isPluginLimit(error)) throw error;
    // Everything else busboy or the plugin raise is a body that is not the multipart it claims.
    throw new MultipartInputError(400, MALFORMED_MESSAGE);
  } finally {
    raw.off('data', count);
  }
  if (cut) throw cut;
  return form;
}

/** Reads a file stream to its end, keeping at most `limit` bytes (the rest is counted, not kept). */
async function readFileBytes(
  stream: AsyncIterable<Buffer>,
  limit: number,
): Promise<{ buffer: Buffer; tooLarge: boolean }> {
  const kept: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of stream) {
    if (size + chunk.length > limit) {
      tooLarge = true;
      const room = limit - size;
      if (room > 0) kept.push(chunk.subarray(0, room));
      size = limit;
    } else {
      kept.push(chunk);
      size += chunk.length;
    }
  }
  return { buffer: Buffer.concat(kept), tooLarge };
}
