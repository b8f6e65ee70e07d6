import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The refusals Fastify's router makes before any route or error handler runs (Fastify's
 * `frameworkErrors` option): by default they answer `{ error: 'Bad Request', code, message }`,
 * which tells a person nothing. These answer `{ error }` in words, like every other refusal.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      // A malformed %-escape in the path, such as '%E0%A4%A'.
      void reply.status(400).send({ error: 'This address is not valid: part of it is badly encoded. Check the link and try again.' });
      return;
    case 'FST_ERR_MAX_PARAM_LENGTH':
      void reply.status(414).send({ error: 'This address is too long: one of its parts is longer than any valid value. Check the link and try again.' });
      return;
    default:
      void reply.status(error.statusCode ?? 400).send({ error: error.message || 'This request could not be understood.' });
  }
}
