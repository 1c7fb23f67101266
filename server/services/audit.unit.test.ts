import { afterEach, describe, expect, it } from 'vitest';
import { getLocale, overwriteGetLocale } from '../../common/i18n/paraglide/runtime.js';
import { AUDIT_LABELS, targetLabelIn } from './audit';

/**
 * The audit log's stored labels read in the reader's language (decision 031): entries keep the
 * English they were written in, the league's own words are named when read, names stay names.
 */
const english = getLocale;
afterEach(() => overwriteGetLocale(english));
const inGerman = () => overwriteGetLocale(() => 'de');

const pairing = 'Red Lions – TBD (Spring 2026, QUARTERFINAL2, week 6)';

describe('targetLabelIn', () => {
  it('gives back English labels as stored', () => {
    expect(targetLabelIn(AUDIT_LABELS.settings, 'settings.update')).toBe('League settings');
    expect(targetLabelIn(AUDIT_LABELS.board, 'board.reorder')).toBe('Board');
    expect(targetLabelIn(pairing, 'match.date')).toBe(pairing);
    expect(targetLabelIn(`${pairing}: Red Lions`, 'scorers.set')).toBe(`${pairing}: Red Lions`);
    expect(targetLabelIn('Match 7', 'result.accept')).toBe('Match 7');
  });

  it('names the settings, the board, a stage, a week and an unknown side in German', () => {
    inGerman();
    expect(targetLabelIn(AUDIT_LABELS.settings, 'settings.update')).toBe('Einstellungen der Liga');
    expect(targetLabelIn(AUDIT_LABELS.board, 'board.reorder')).toBe('Vorstand');
    expect(targetLabelIn(pairing, 'match.date')).toBe(
      'Red Lions – N. N. (Spring 2026, Viertelfinale 2, 6. Spieltag)',
    );
    expect(targetLabelIn('A – B (Season 4, GROUP1, week 2): A', 'scorers.set')).toBe(
      'A – B (Saison 4, Gruppe 1, 2. Spieltag): A',
    );
    expect(targetLabelIn('Match 7', 'result.accept')).toBe('Spiel 7');
  });

  it("leaves a name alone that only looks like the league's words", () => {
    inGerman();
    expect(targetLabelIn('Board', 'team.edit')).toBe('Board');
    expect(targetLabelIn('Match 7', 'team.create')).toBe('Match 7');
    expect(targetLabelIn('Anna Schmidt (Red Lions)', 'roster.accept')).toBe('Anna Schmidt (Red Lions)');
  });
});
