import type { ApiError } from '@iper/contracts';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ServiceUnavailableError } from './rate-limit';

// The server speaks Italian: zod's own messages (type, length, format...) in every 400's issues.
z.config(z.locales.it());

/**
 * Errors Fastify and its plugins raise before a route runs (bad JSON, oversize bodies, broken
 * multipart, malformed URLs), in Italian: their own messages are English and technical.
 */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Il corpo della richiesta non è un JSON valido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Il corpo della richiesta è vuoto.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'La richiesta è troppo grande.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH:
    'La lunghezza dichiarata della richiesta non corrisponde al contenuto.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Formato della richiesta non supportato.',
  FST_ERR_CTP_INVALID_TYPE: 'Formato della richiesta non supportato.',
  FST_ERR_CTP_EMPTY_TYPE: 'Formato della richiesta non supportato.',
  FST_ERR_BAD_URL: 'Indirizzo della richiesta non valido.',
  FST_ERR_ASYNC_CONSTRAINT: 'Indirizzo della richiesta non valido.',
  FST_PROTO_VIOLATION: 'Il corpo della richiesta contiene campi non ammessi.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Invia il modulo come multipart/form-data.',
  FST_MULTIPART_INVALID_CONTENT_TYPE: 'Invia il modulo come multipart/form-data.',
  FST_PARTS_LIMIT: 'Il modulo contiene troppe parti.',
  FST_FILES_LIMIT: 'Il modulo contiene troppi file.',
  FST_FIELDS_LIMIT: 'Il modulo contiene troppi campi.',
  FST_REQ_FILE_TOO_LARGE: 'Formato non supportato / File troppo grande',
  FST_NO_FORM_DATA: 'Il modulo è vuoto.',
};

/** busboy's errors for a body that is not the multipart it claims to be. */
const MALFORMED_MULTIPART =
  /^(Unexpected end of multipart data|Multipart: Boundary not found|Boundary required|Malformed part header|Unexpected end of form)$/;

/**
 * Plugins that answer with a bare HTTP status phrase (@fastify/static's file sender: "Forbidden"
 * for a directory such as `/assets/content/.`, "Precondition Failed", "Range Not Satisfiable"), in
 * Italian.
 */
const STATUS_PHRASES_IT: Record<number, string> = {
  403: 'Accesso non consentito a questo indirizzo.',
  404: 'Risorsa non trovata.',
  412: 'La risorsa è cambiata: ricarica la pagina.',
  416: 'Intervallo richiesto non disponibile.',
};

function frameworkMessage(error: FastifyError, status: number): string {
  if (error.code && FRAMEWORK_MESSAGES[error.code]) return FRAMEWORK_MESSAGES[error.code] as string;
  if (error.message === STATUS_CODES[status])
    return STATUS_PHRASES_IT[status] ?? 'Richiesta non valida: controlla i dati inviati.';
  if (MALFORMED_MULTIPART.test(error.message))
    return 'Il modulo inviato è incompleto o danneggiato: invialo di nuovo.';
  // busboy and the JSON parser throw plain errors for malformed bodies.
  if (/^FST_|^ERR_/.test(error.code ?? '') || MALFORMED_MULTIPART.test(error.message)) {
    return status === 413
      ? 'La richiesta è troppo grande.'
      : 'Richiesta non valida: controlla i dati inviati.';
  }
  return error.message;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  411: 'Length Required',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function apiError(
  statusCode: number,
  message: string,
  issues?: ApiError['issues'],
): ApiError {
  return {
    statusCode,
    error: STATUS_TEXT[statusCode] ?? 'Error',
    message,
    ...(issues ? { issues } : {}),
  };
}

export const BAD_INPUT_MESSAGE = 'Richiesta non valida: controlla i dati inviati.';
export const INTERNAL_ERROR_MESSAGE = 'Errore interno. Riprova più tardi.';

/**
 * Every error leaves as the same JSON shape. Bad input is a 400 naming each invalid field; a
 * client error keeps its status; anything else is logged and becomes a 500 that reveals nothing.
 */
async function errorHandling(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path:
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
          (error.validationContext ?? ''),
        message: issue.message ?? 'valore non valido',
      }));
      return reply.status(400).send(apiError(400, BAD_INPUT_MESSAGE, issues));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(apiError(500, INTERNAL_ERROR_MESSAGE));
    }
    if (error instanceof ServiceUnavailableError) {
      // A shared dependency is down (Redis, for a credential route): refused, said plainly.
      request.log.warn({ err: error }, 'refused: a shared dependency is unavailable');
      return reply
        .status(503)
        .header('retry-after', String(error.retryAfterSeconds))
        .send(apiError(503, error.message));
    }
    let status = error.statusCode ?? 500;
    // A body the multipart reader (busboy) cannot parse is the client's fault, not ours.
    if (status >= 500 && MALFORMED_MULTIPART.test(error.message)) status = 400;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(apiError(500, INTERNAL_ERROR_MESSAGE));
    }
    if (status === 413) closeAfterLingering(request, reply);
    return reply.status(status).send(apiError(status, frameworkMessage(error, status)));
  });
}

/** How long a connection whose body was cut for its size is still read (and discarded) after the 413. */
const LINGER_MS = 2_000;

/**
 * A body cut for its size is still arriving. Closing at once would make the client's next bytes
 * meet a reset, which throws away the 413 before the client has read it; so the rest is read and
 * discarded for LINGER_MS after the answer (a client that has the answer stops sending), then the
 * connection is closed unless the body did end — nothing of it is kept either way.
 */
function closeAfterLingering(request: FastifyRequest, reply: FastifyReply): void {
  reply.raw.once('finish', () => {
    if (request.raw.complete) return;
    request.raw.resume();
    setTimeout(() => {
      // Destroying an unfinished request destroys its socket too.
      if (!request.raw.complete) request.raw.destroy();
    }, LINGER_MS).unref();
  });
}

/**
 * Fastify's `frameworkErrors` option: errors raised while routing, before any hook (a malformed
 * URL such as `/api/%E0%A4%A`), which the error handler never sees.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send(apiError(status, frameworkMessage(error, status)));
}

export function sendApiNotFound(url: string) {
  return apiError(404, `Risorsa non trovata: ${url}`);
}

export const errorHandlingPlugin = fp(errorHandling, {
  name: 'iper-error-handling',
  fastify: '5.x',
});
