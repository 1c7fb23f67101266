import { describe, expect, it } from 'vitest';
import { loginPath, returnPath } from './paths';

describe('returnPath', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(returnPath('/dashboard/matches#match-12')).toBe('/dashboard/matches#match-12');
    expect(returnPath('/dashboard/my-team?tab=1#requests-3')).toBe('/dashboard/my-team?tab=1#requests-3');
  });

  it('refuses anything that could lead to another site', () => {
    for (const next of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'dashboard',
    ]) {
      expect(returnPath(next), String(next)).toBeNull();
    }
  });

  it('round-trips through the login link', () => {
    const next = '/dashboard/matches#match-12';
    const query = new URLSearchParams(loginPath(next).split('?')[1]);
    expect(returnPath(query.get('next'))).toBe(next);
  });
});
