import { describe, expect, it } from 'vitest';
import { redactUrlTokens } from './app';

describe('redactUrlTokens', () => {
  it('blanks token values in query strings and keeps the rest', () => {
    expect(redactUrlTokens('/api/confirm?token=abc.def-123')).toBe('/api/confirm?token=[redacted]');
    expect(redactUrlTokens('/x?a=1&access_token=zzz&b=2')).toBe('/x?a=1&access_token=[redacted]&b=2');
    expect(redactUrlTokens('/api/getSeasons')).toBe('/api/getSeasons');
  });
});
