import { describe, expect, it } from 'vitest';
import { redactUrlTokens } from './app';

describe('redactUrlTokens', () => {
  it('blanks token values in query strings and keeps the rest', () => {
    expect(redactUrlTokens('/api/confirm?token=abc.def-123')).toBe('/api/confirm?token=[redacted]');
    expect(redactUrlTokens('/x?a=1&access_token=zzz&b=2')).toBe('/x?a=1&access_token=[redacted]&b=2');
    expect(redactUrlTokens('/api/getSeasons')).toBe('/api/getSeasons');
    expect(redactUrlTokens('/crests/7.svg?key=abcdefghijklmnopqrstuv')).toBe('/crests/7.svg?key=[redacted]');
  });

  it('blanks the token that is the path of a personal calendar feed', () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
    expect(redactUrlTokens(`/calendar/personal/${token}.ics`)).toBe('/calendar/personal/[redacted].ics');
    expect(redactUrlTokens(`/calendar/personal/${token}.ics?lang=de`)).toBe(
      '/calendar/personal/[redacted].ics?lang=de',
    );
    expect(redactUrlTokens(`/calendar/personal/${token}`)).toBe('/calendar/personal/[redacted]');
    expect(redactUrlTokens('/calendar/team/3.ics')).toBe('/calendar/team/3.ics');
  });
});
