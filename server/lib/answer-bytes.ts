import type { FastifyReply } from 'fastify';

/**
 * The bytes of a 200 answer with this data, for handlers that keep their answers serialized: a kept
 * string would be encoded again for every call. Its own module: services make them, routes send them.
 */
export const answerBytes = (data: unknown): Buffer =>
  Buffer.from(`{"status":true,"data":${JSON.stringify(data)}}`);

/** Sends a 200 answer kept as bytes (answerBytes). */
export function sendAnswerBytes(reply: FastifyReply, answer: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(answer);
}
