import type { FastifyReply } from 'fastify';

/**
 * Sends ready-made JSON text. Fastify sends a string with a JSON Content-Type as it is, without
 * the route's response serializer: for answers built from pieces already checked against their
 * schema (modules/catalogue/catalogue-json.ts).
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
