import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LATENCY_BUCKETS, RouteTallies } from './route-tallies';

/** The samples of an exposition by series (name and labels as written). */
const samples = (text: string) =>
  new Map(
    text
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => {
        const space = line.lastIndexOf(' ');
        return [line.slice(0, space), Number(line.slice(space + 1))] as const;
      }),
  );

describe('RouteTallies', () => {
  it('writes both metrics with HELP and TYPE, even before any request', () => {
    const text = new RouteTallies().exposition();
    expect(text).toContain('# TYPE league_http_requests_total counter\n');
    expect(text).toContain('# TYPE league_http_request_duration_seconds histogram\n');
    expect(samples(text).size).toBe(0);
  });

  it('counts per route, method and status class, and buckets the latency cumulatively', () => {
    const tallies = new RouteTallies();
    tallies.record('/api/getSeasons', 'GET', 200, 0.003);
    tallies.record('/api/getSeasons', 'GET', 304, 0.005);
    tallies.record('/api/getSeasons', 'GET', 200, 0.02);
    tallies.record('/api/login', 'POST', 429, 7);
    const s = samples(tallies.exposition());
    expect(s.get('league_http_requests_total{route="/api/getSeasons",method="GET",status="2xx"}')).toBe(2);
    expect(s.get('league_http_requests_total{route="/api/getSeasons",method="GET",status="3xx"}')).toBe(1);
    expect(s.get('league_http_requests_total{route="/api/login",method="POST",status="4xx"}')).toBe(1);
    const bucket = (route: string, le: string) =>
      s.get(`league_http_request_duration_seconds_bucket{le="${le}",route="${route}"}`);
    // A bound counts what took at most that long (0.005 s falls in le="0.005").
    expect(bucket('/api/getSeasons', '0.005')).toBe(2);
    expect(bucket('/api/getSeasons', '0.01')).toBe(2);
    expect(bucket('/api/getSeasons', '0.025')).toBe(3);
    expect(bucket('/api/getSeasons', '+Inf')).toBe(3);
    expect(bucket('/api/login', '5')).toBe(0);
    expect(bucket('/api/login', '+Inf')).toBe(1);
    expect(s.get('league_http_request_duration_seconds_count{route="/api/getSeasons"}')).toBe(3);
    expect(s.get('league_http_request_duration_seconds_sum{route="/api/getSeasons"}')).toBeCloseTo(0.028);
  });

  it('escapes quotes, backslashes and line breaks in label values', () => {
    const tallies = new RouteTallies();
    tallies.record('/a"b\\c\nd', 'GET', 200, 0.001);
    expect(tallies.exposition()).toContain('route="/a\\"b\\\\c\\nd"');
  });

  it('keeps every bucket line cumulative and the +Inf bucket equal to the count', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 10, noNaN: true }), { maxLength: 50 }), (times) => {
        const tallies = new RouteTallies();
        for (const seconds of times) tallies.record('/r', 'GET', 200, seconds);
        const s = samples(tallies.exposition());
        for (const bound of LATENCY_BUCKETS) {
          const within = times.filter((t) => t <= bound).length;
          expect(s.get(`league_http_request_duration_seconds_bucket{le="${bound}",route="/r"}`) ?? 0).toBe(
            times.length ? within : 0,
          );
        }
        expect(s.get('league_http_request_duration_seconds_count{route="/r"}') ?? 0).toBe(times.length);
      }),
    );
  });
});
