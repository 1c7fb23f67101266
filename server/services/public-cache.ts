import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CachedAnswer {
  /** The answer's data as built, for the few reads that adapt it per caller (never mutate it). */
  data: unknown;
  body: Buffer;
  gzip: Buffer | null;
  etag: string;
}

const GZIP_MIN_BYTES = 1024;

/** Serializes, hashes and compresses once, so a warm public read costs no query and no JSON.stringify. */
export function toCachedAnswer(data: unknown): CachedAnswer {
  const body = Buffer.from(JSON.stringify({ status: true, data }));
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { data, body, etag, gzip: body.length >= GZIP_MIN_BYTES ? gzipSync(body, { level: 6 }) : null };
}

/**
 * Public answers keyed by name. A write calls invalidate(); the next read rebuilds
 * everything from one snapshot of the league, so concurrent readers share one rebuild.
 */
export class PublicCache {
  private answers: Map<string, CachedAnswer> | null = null;
  private building: Promise<Map<string, CachedAnswer>> | null = null;
  private generation = 0;
  rebuilds = 0;

  constructor(private readonly build: () => Promise<Map<string, unknown>>) {}

  async get(key: string): Promise<CachedAnswer | undefined> {
    const answers = this.answers ?? (await this.rebuild());
    return answers.get(key);
  }

  invalidate(): void {
    this.generation++;
    this.answers = null;
    this.building = null;
  }

  private rebuild(): Promise<Map<string, CachedAnswer>> {
    if (this.building) return this.building;
    const generation = this.generation;
    const building = this.build().then((data) => {
      const answers = new Map<string, CachedAnswer>();
      for (const [key, value] of data) answers.set(key, toCachedAnswer(value));
      this.rebuilds++;
      // A write during the rebuild makes this snapshot stale: serve it to the readers waiting, keep none.
      if (generation === this.generation) this.answers = answers;
      return answers;
    });
    this.building = building;
    building.finally(() => {
      if (this.building === building) this.building = null;
    });
    return building;
  }
}

export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  reply.header('ETag', answer.etag);
  reply.header('Cache-Control', 'no-cache');
  reply.header('Vary', 'Accept-Encoding');
  reply.type('application/json; charset=utf-8');
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  if (answer.gzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    reply.header('Content-Encoding', 'gzip');
    return reply.send(answer.gzip);
  }
  return reply.send(answer.body);
}
