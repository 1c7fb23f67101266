import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { baseLocale, type Locale, locales } from '../../common/i18n/locale';

export interface CachedAnswer {
  /** The answer's data as built, for the few reads that adapt it per caller (never mutate it). */
  data: unknown;
  body: Buffer;
  gzip: Buffer | null;
  etag: string;
  /** The language of its sentences when it has a version per language (PerLocale), else null. */
  locale: Locale | null;
}

/**
 * An answer with sentences, built in every language (decision 042): a reader gets the version in
 * the request's language. Everything else in it is the same objects in each version.
 */
export class PerLocale<T = unknown> {
  constructor(readonly byLocale: Readonly<Record<Locale, T>>) {}

  static build<T>(make: (locale: Locale) => T): PerLocale<T> {
    return new PerLocale(
      Object.fromEntries(locales.map((locale) => [locale, make(locale)])) as Record<Locale, T>,
    );
  }

  map<U>(f: (data: T, locale: Locale) => U): PerLocale<U> {
    return PerLocale.build((locale) => f(this.byLocale[locale], locale));
  }

  get base(): T {
    return this.byLocale[baseLocale];
  }
}

const GZIP_MIN_BYTES = 1024;

/**
 * Serializes, hashes and compresses once, so a warm public read costs no query and no JSON.stringify.
 * `locale`: the language of an answer built per language. A version other than English has the
 * language in its ETag, so a 304 never confirms a copy in the other language (English ETags stay
 * as they were before the answers spoke German).
 */
export function toCachedAnswer(data: unknown, locale: Locale | null = null): CachedAnswer {
  const body = Buffer.from(JSON.stringify({ status: true, data }));
  const hash = createHash('sha1').update(body).digest('base64url');
  const etag = `"${locale && locale !== baseLocale ? `${locale}-` : ''}${hash}"`;
  return {
    data,
    body,
    etag,
    locale,
    gzip: body.length >= GZIP_MIN_BYTES ? gzipSync(body, { level: 6 }) : null,
  };
}

/** Every version of an answer serialized: one per language of a PerLocale answer, else one. */
export function toCachedAnswers(data: unknown): CachedAnswer[] {
  return data instanceof PerLocale
    ? locales.map((locale) => toCachedAnswer(data.byLocale[locale], locale))
    : [toCachedAnswer(data)];
}

/**
 * One build's answers. Each is serialized on its first read and is then the same object until the
 * next build: a burst of writes pays only for the answers read in between. Serialized answers are
 * kept by the data they were made of, which is never mutated: keys holding the same object (the
 * newest season and its own `season:<id>`) share one serialization, and a build that refines
 * another keeps the serializations of every object it took over unchanged.
 */
class Answers {
  /** Per answer's data, its serialized versions: one per language of a PerLocale answer ('' for the others). */
  private readonly cached = new Map<unknown, Map<Locale | '', CachedAnswer>>();

  /** `previous`: the build these answers refine (a season's part rebuilt, decision 045). */
  constructor(
    readonly data: Map<string, unknown>,
    previous?: Answers,
  ) {
    if (!previous) return;
    for (const value of data.values()) {
      const answers = previous.cached.get(value);
      if (answers) this.cached.set(value, answers);
    }
  }

  get(key: string, locale: Locale): CachedAnswer | undefined {
    if (!this.data.has(key)) return undefined;
    const data = this.data.get(key);
    const slot = data instanceof PerLocale ? locale : '';
    let answers = this.cached.get(data);
    if (!answers) {
      answers = new Map();
      this.cached.set(data, answers);
    }
    let answer = answers.get(slot);
    if (!answer) {
      answer =
        data instanceof PerLocale ? toCachedAnswer(data.byLocale[locale], locale) : toCachedAnswer(data);
      answers.set(slot, answer);
    }
    return answer;
  }
}

/** How instances sharing one database keep their caches in step (see cache-notify.ts). */
export interface CacheChannel {
  /** Tells the other instances that a write committed. Must not reject: it logs its own failures. */
  announce(): Promise<void>;
  /** Resolves once every announcement committed before the call has been received. */
  catchUp(): Promise<void>;
}

/**
 * Rebuilds one season's part of the answers (decision 045): from the answers before a write
 * confined to `seasonId`, the answers after it (the parts not rebuilt the same objects); null when
 * it cannot (then everything is rebuilt).
 */
export type SeasonRebuild = (
  before: ReadonlyMap<string, unknown>,
  seasonId: number,
) => Promise<Map<string, unknown> | null>;

/**
 * Public answers keyed by name. A write calls invalidate(); the next read rebuilds
 * everything from one snapshot of the league, so concurrent readers share one rebuild. A write
 * confined to one season (invalidate({ season })) rebuilds that season's part only.
 * With several app instances a channel carries invalidations to the others, which drop().
 */
export class PublicCache {
  private answers: Answers | null = null;
  /** The last answers kept, while only the seasons in `staleSeasons` are out of date. */
  private base: Answers | null = null;
  private readonly staleSeasons = new Set<number>();
  private building: Promise<Answers> | null = null;
  private generation = 0;
  private channel: CacheChannel | null = null;
  private readonly announcing = new Set<Promise<void>>();
  /** False while writes elsewhere could go unannounced (the channel is down): no snapshot is kept. */
  private keepSnapshots = true;
  rebuilds = 0;
  /** How many of the rebuilds were of one season's part only. */
  seasonRebuilds = 0;
  /** Reads, those of them that waited for a rebuild, and the time rebuilds took (for /metrics). */
  reads = 0;
  misses = 0;
  rebuildMs = 0;

  constructor(
    private readonly build: () => Promise<Map<string, unknown>>,
    private readonly rebuildSeason?: SeasonRebuild,
  ) {}

  /**
   * `caughtUp`: this request already caught up with the other instances since it began (its
   * session check did, accounts-snapshot.ts), so no further round trip is needed. `locale`: the
   * language of an answer built per language (PerLocale); the others are the same for everyone.
   */
  async get(
    key: string,
    { caughtUp = false, locale = baseLocale }: { caughtUp?: boolean; locale?: Locale } = {},
  ): Promise<CachedAnswer | undefined> {
    // A write another instance finished before this read began must be seen by it.
    if (this.channel && !caughtUp) await this.channel.catchUp();
    this.reads++;
    if (!this.answers) this.misses++;
    const answers = this.answers ?? (await this.rebuild());
    return answers.get(key, locale);
  }

  /**
   * After a committed write: drops this instance's answers and tells the other instances (which
   * drop all of theirs). `season`: the write changed only rows of that season (its matches,
   * results, scorers, duties), so only its part is rebuilt here.
   */
  invalidate(scope: { season?: number } = {}): void {
    if (scope.season !== undefined && this.rebuildSeason && (this.answers ?? this.base)) {
      this.generation++;
      this.base = this.answers ?? this.base;
      this.answers = null;
      this.building = null;
      this.staleSeasons.add(scope.season);
    } else this.drop();
    if (!this.channel) return;
    const announcing = this.channel.announce().finally(() => this.announcing.delete(announcing));
    this.announcing.add(announcing);
  }

  /** Drops this instance's answers only (another instance wrote). */
  drop(): void {
    this.generation++;
    this.answers = null;
    this.base = null;
    this.staleSeasons.clear();
    this.building = null;
  }

  share(channel: CacheChannel): void {
    this.channel = channel;
  }

  /**
   * Resolves once every invalidation so far has been announced; null when none is on its way, so
   * an answer needs no wait (the usual case, and every case on the embedded database).
   */
  announced(): Promise<void> | null {
    if (this.announcing.size === 0) return null;
    return Promise.all(this.announcing).then(() => undefined);
  }

  /** Without a working channel, answers are built per read and never kept, so none can go stale. */
  setKeepSnapshots(keep: boolean): void {
    this.keepSnapshots = keep;
    this.drop();
  }

  private rebuild(): Promise<Answers> {
    if (this.building) return this.building;
    const generation = this.generation;
    const started = performance.now();
    const building = this.buildAnswers().then((answers) => {
      this.rebuilds++;
      this.rebuildMs += performance.now() - started;
      // A write during the rebuild makes this snapshot stale: serve it to the readers waiting, keep none.
      if (generation === this.generation && this.keepSnapshots) {
        this.answers = answers;
        this.base = null;
        this.staleSeasons.clear();
      }
      return answers;
    });
    this.building = building;
    // then(clear, clear), not finally(): a failed rebuild must reject only for its readers, never unhandled.
    const clear = () => {
      if (this.building === building) this.building = null;
    };
    building.then(clear, clear);
    return building;
  }

  /** The stale seasons' parts on top of the last answers kept, or everything anew. */
  private async buildAnswers(): Promise<Answers> {
    let answers = this.base;
    if (answers && this.rebuildSeason && this.keepSnapshots) {
      for (const seasonId of [...this.staleSeasons]) {
        const rebuilt: Map<string, unknown> | null = await this.rebuildSeason(answers.data, seasonId);
        if (!rebuilt) {
          answers = null;
          break;
        }
        answers = new Answers(rebuilt, answers);
        this.seasonRebuilds++;
      }
      if (answers) return answers;
    }
    return new Answers(await this.build());
  }
}

/**
 * An answer in a language (answer.locale) was chosen by the `lang` cookie, else Accept-Language
 * (server/lib/locale.ts browserLocale), so a shared cache must key it by both.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  reply.header('ETag', answer.etag);
  reply.header('Cache-Control', 'no-cache');
  reply.header('Vary', answer.locale ? 'Accept-Encoding, Cookie, Accept-Language' : 'Accept-Encoding');
  reply.type('application/json; charset=utf-8');
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  if (answer.gzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    reply.header('Content-Encoding', 'gzip');
    return reply.send(answer.gzip);
  }
  return reply.send(answer.body);
}
