import { afterEach, describe, expect, it } from 'vitest';
import type { AuditTarget } from '../../common/api/audit';
import { getLocale, overwriteGetLocale } from '../../common/i18n/paraglide/runtime.js';
import { targetText } from './audit';

/**
 * What an audit entry is about, named from its data in the reader's language (decision 061): the
 * league's own words from the catalogue, names as they were. A stage reads as people say it in
 * both languages, never as its code (decision 075).
 */
const english = getLocale;
afterEach(() => overwriteGetLocale(english));
const inGerman = () => overwriteGetLocale(() => 'de');

const pairing: AuditTarget = {
  kind: 'pairing',
  home: 'Red Lions',
  guest: null,
  season: 'Spring 2026',
  season_id: 3,
  stage: 'QUARTERFINAL2',
  week: 6,
};
const scorers: AuditTarget = {
  ...pairing,
  home: 'A',
  guest: 'B',
  season: null,
  season_id: 4,
  stage: 'GROUP1',
  week: 2,
  team: 'A',
};

describe('targetText', () => {
  it('names the settings, the board, a text, a stage and an unknown side or season in English', () => {
    expect(targetText({ kind: 'settings' })).toBe('League settings');
    expect(targetText({ kind: 'board' })).toBe('Board');
    expect(targetText(pairing)).toBe('Red Lions – TBD (Spring 2026, Quarter-final 2, week 6)');
    expect(targetText(scorers)).toBe('A – B (Season 4, Group 1, week 2): A');
    expect(targetText({ kind: 'match', match_id: 7 })).toBe('Match 7');
    expect(targetText({ kind: 'member', name: 'Anna Schmidt', team: 'Red Lions' })).toBe(
      'Anna Schmidt (Red Lions)',
    );
    expect(targetText({ kind: 'penalty', team: 'Red Lions', season: null, season_id: 4 })).toBe(
      'Red Lions (Season 4)',
    );
    expect(targetText({ kind: 'text', key: 'privacy', locale: 'de' })).toBe('Privacy policy (Deutsch)');
  });

  it('names the settings, the board, a text, a stage, a week and an unknown side or season in German', () => {
    inGerman();
    expect(targetText({ kind: 'settings' })).toBe('Einstellungen der Liga');
    expect(targetText({ kind: 'board' })).toBe('Vorstand');
    expect(targetText(pairing)).toBe('Red Lions – N. N. (Spring 2026, Viertelfinale 2, 6. Spieltag)');
    expect(targetText(scorers)).toBe('A – B (Saison 4, Gruppe 1, 2. Spieltag): A');
    expect(targetText({ ...pairing, stage: 'PLACE3' })).toBe(
      'Red Lions – N. N. (Spring 2026, Spiel um Platz 3, 6. Spieltag)',
    );
    expect(targetText({ kind: 'match', match_id: 7 })).toBe('Spiel 7');
    expect(targetText({ kind: 'penalty', team: 'Red Lions', season: null, season_id: 4 })).toBe(
      'Red Lions (Saison 4)',
    );
    expect(targetText({ kind: 'text', key: 'privacy', locale: 'en' })).toMatch(/^Datenschutz.* \(English\)$/);
  });

  it("leaves names alone, even one that looks like the league's words", () => {
    inGerman();
    expect(targetText({ kind: 'name', name: 'Board' })).toBe('Board');
    expect(targetText({ kind: 'name', name: 'Match 7' })).toBe('Match 7');
    expect(targetText({ kind: 'member', name: 'Anna Schmidt', team: 'Board' })).toBe('Anna Schmidt (Board)');
  });
});
