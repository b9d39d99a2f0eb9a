import type { FastifyReply } from 'fastify';

/**
 * Fastify sends a returned string as text/plain; the spec's calls that answer a bare string
 * (a language, a photo) are read by a client that parses JSON, so they go out as a JSON string.
 */
export function sendJsonString(reply: FastifyReply, value: string) {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(value));
}
