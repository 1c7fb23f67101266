import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkAnswers } from './answer-check';

async function appAnswering(data: unknown, headers: Record<string, string> = {}) {
  const app = Fastify();
  let error: Error | undefined;
  app.setErrorHandler((e, _request, reply) => {
    error = e as Error;
    return reply.code(500).send({ status: false, error: 'Internal error' });
  });
  checkAnswers(app);
  app.get(
    '/api/thing',
    { config: { answer: z.strictObject({ n: z.number() }) } },
    async (_request, reply) => {
      reply.headers(headers);
      return { status: true, data };
    },
  );
  const response = await app.inject({ method: 'GET', url: '/api/thing' });
  await app.close();
  return { response, error };
}

describe('checkAnswers (the API tests check every answer against its schema)', () => {
  it('lets an answer through that matches the schema inside the envelope', async () => {
    const { response, error } = await appAnswering({ n: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, data: { n: 1 } });
    expect(error).toBeUndefined();
  });

  it('fails the request on a wrong type or an undescribed field, naming the route and the field', async () => {
    const wrongType = await appAnswering({ n: 'one' });
    expect(wrongType.response.statusCode).toBe(500);
    expect(wrongType.error?.message).toContain('GET /api/thing does not match its schema');
    expect(wrongType.error?.message).toContain('data.n');
    const extra = await appAnswering({ n: 1, secret: 'x' });
    expect(extra.response.statusCode).toBe(500);
    expect(extra.error?.message).toContain('secret');
  });
});
