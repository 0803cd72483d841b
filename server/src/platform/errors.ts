import type { ApiError } from '@iper/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

function apiError(statusCode: number, message: string, issues?: ApiError['issues']): ApiError {
  return { statusCode, error: STATUS_TEXT[statusCode] ?? 'Error', message, ...(issues ? { issues } : {}) };
}

/**
 * Every error leaves as the same JSON shape. Bad input is a 400 naming each invalid field; a
 * client error keeps its status; anything else is logged and becomes a 500 that reveals nothing.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || (error.validationContext ?? ''),
        message: issue.message ?? 'valore non valido',
      }));
      return reply.status(400).send(apiError(400, 'Richiesta non valida: controlla i dati inviati.', issues));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(apiError(500, 'Errore interno. Riprova più tardi.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(apiError(500, 'Errore interno. Riprova più tardi.'));
    }
    return reply.status(status).send(apiError(status, error.message));
  });
}

export function sendApiNotFound(url: string) {
  return apiError(404, `Risorsa non trovata: ${url}`);
}
