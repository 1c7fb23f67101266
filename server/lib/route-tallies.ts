/**
 * The answered requests per route pattern, method and status class, and their latency, counted in
 * plain arrays and written in Prometheus's text format when /metrics is read. prom-client's
 * Counter and Histogram hash their labels on every `inc` and `observe`: on every request that was
 * about 2 % of the public reads' throughput (the load bench with the hook on and off).
 */

/** Upper bounds of the latency buckets, in seconds. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] as const;
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
const REQUESTS = 'league_http_requests_total';
const LATENCY = 'league_http_request_duration_seconds';

interface RouteTally {
  /** Answers per method, by status class (index 0 is 1xx). */
  answers: Map<string, number[]>;
  /** Answers per bucket, not cumulative; the last one is above the largest bound. */
  buckets: number[];
  seconds: number;
  count: number;
}

const label = (value: string) => value.replace(/[\\"\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`));

export class RouteTallies {
  private readonly routes = new Map<string, RouteTally>();

  record(route: string, method: string, statusCode: number, seconds: number): void {
    let tally = this.routes.get(route);
    if (!tally) {
      tally = {
        answers: new Map(),
        buckets: new Array(LATENCY_BUCKETS.length + 1).fill(0),
        seconds: 0,
        count: 0,
      };
      this.routes.set(route, tally);
    }
    let answers = tally.answers.get(method);
    if (!answers) {
      answers = [0, 0, 0, 0, 0];
      tally.answers.set(method, answers);
    }
    const status = Math.min(4, Math.max(0, Math.floor(statusCode / 100) - 1));
    answers[status] = (answers[status] ?? 0) + 1;
    let bucket = 0;
    for (const bound of LATENCY_BUCKETS) {
      if (seconds <= bound) break;
      bucket++;
    }
    tally.buckets[bucket] = (tally.buckets[bucket] ?? 0) + 1;
    tally.seconds += seconds;
    tally.count++;
  }

  /** Both metrics in Prometheus's text format (version 0.0.4), each with its HELP and TYPE. */
  exposition(): string {
    const requests = [
      `# HELP ${REQUESTS} Answered requests by route, method and status class.`,
      `# TYPE ${REQUESTS} counter`,
    ];
    const latency = [`# HELP ${LATENCY} Time to answer, by route.`, `# TYPE ${LATENCY} histogram`];
    for (const [route, tally] of this.routes) {
      const r = label(route);
      for (const [method, answers] of tally.answers) {
        answers.forEach((n, i) => {
          if (n > 0) {
            requests.push(
              `${REQUESTS}{route="${r}",method="${label(method)}",status="${STATUS_CLASSES[i]}"} ${n}`,
            );
          }
        });
      }
      let cumulative = 0;
      LATENCY_BUCKETS.forEach((bound, i) => {
        cumulative += tally.buckets[i] ?? 0;
        latency.push(`${LATENCY}_bucket{le="${bound}",route="${r}"} ${cumulative}`);
      });
      latency.push(`${LATENCY}_bucket{le="+Inf",route="${r}"} ${tally.count}`);
      latency.push(`${LATENCY}_sum{route="${r}"} ${tally.seconds}`);
      latency.push(`${LATENCY}_count{route="${r}"} ${tally.count}`);
    }
    return `${requests.join('\n')}\n\n${latency.join('\n')}\n`;
  }
}
