import { describe, expect, it } from 'vitest';
import { stageName } from './stage-name';

describe('stageName', () => {
  it('says each stage as people say it in English', () => {
    expect(stageName('GROUP1', 'en')).toBe('Group 1');
    expect(stageName('GROUP2', 'en')).toBe('Group 2');
    expect(stageName('QUARTERFINAL2', 'en')).toBe('Quarter-final 2');
    expect(stageName('SEMIFINAL1', 'en')).toBe('Semi-final 1');
    expect(stageName('FINAL', 'en')).toBe('Final');
    expect(stageName('PLACE3', 'en')).toBe('Third place');
  });

  it('says each stage as people say it in German', () => {
    expect(stageName('GROUP1', 'de')).toBe('Gruppe 1');
    expect(stageName('QUARTERFINAL4', 'de')).toBe('Viertelfinale 4');
    expect(stageName('SEMIFINAL2', 'de')).toBe('Halbfinale 2');
    expect(stageName('FINAL', 'de')).toBe('Finale');
    expect(stageName('PLACE3', 'de')).toBe('Spiel um Platz 3');
  });

  it('keeps a code of no known form as it is rather than guessing', () => {
    expect(stageName('PLAYOFF', 'de')).toBe('PLAYOFF');
  });
});
