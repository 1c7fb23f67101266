import { describe, expect, it } from 'vitest';
import {
  BRACKET_SOURCES,
  type BracketInput,
  fillBracket,
  isKnockoutStage,
  KNOCKOUT_STAGES,
  type KnockoutMatchState,
  knockoutWeeks,
  matchWinner,
  roundOfStage,
  sourceLabel,
  stageForGroupName,
} from './bracket';

const G1 = [11, 12, 13, 14, 15];
const G2 = [21, 22, 23, 24];

const score = (score_home: number, score_guest: number, shootout_winner_id: number | null = null) => ({
  score_home,
  score_guest,
  shootout_winner_id,
});

/** Stored knockout rows: teams as fillBracket would have set them, plus given final results. */
function knockoutFrom(
  slots: ReturnType<typeof fillBracket>,
  finals: Partial<Record<string, KnockoutMatchState['final']>>,
): KnockoutMatchState[] {
  return KNOCKOUT_STAGES.map((stage) => ({
    stage,
    home_id: slots[stage]?.home_id ?? null,
    guest_id: slots[stage]?.guest_id ?? null,
    final: finals[stage] ?? null,
  }));
}

describe('stage codes', () => {
  it('derives the group stage from the group name', () => {
    expect(stageForGroupName('Group 1')).toBe('GROUP1');
    expect(stageForGroupName('group 2')).toBe('GROUP2');
  });

  it('lists the knockout stages in order and classifies them', () => {
    expect(KNOCKOUT_STAGES).toEqual([
      'QUARTERFINAL1',
      'QUARTERFINAL2',
      'QUARTERFINAL3',
      'QUARTERFINAL4',
      'SEMIFINAL1',
      'SEMIFINAL2',
      'FINAL',
      'PLACE3',
    ]);
    expect(isKnockoutStage('SEMIFINAL2')).toBe(true);
    expect(isKnockoutStage('GROUP1')).toBe(false);
    expect(isKnockoutStage('QUARTERFINAL5')).toBe(false);
    expect(KNOCKOUT_STAGES.map(roundOfStage)).toEqual(['QF', 'QF', 'QF', 'QF', 'SF', 'SF', 'F', '3P']);
    expect(roundOfStage('GROUP2')).toBeNull();
  });
});

describe('skeleton', () => {
  it('labels every source', () => {
    const labels = Object.fromEntries(
      KNOCKOUT_STAGES.map((s) => [s, `${sourceLabel(s, 'home')} - ${sourceLabel(s, 'guest')}`]),
    );
    expect(labels).toEqual({
      QUARTERFINAL1: '1st Group 1 - 4th Group 2',
      QUARTERFINAL2: '2nd Group 2 - 3rd Group 1',
      QUARTERFINAL3: '1st Group 2 - 4th Group 1',
      QUARTERFINAL4: '2nd Group 1 - 3rd Group 2',
      SEMIFINAL1: 'Winner QF1 - Winner QF2',
      SEMIFINAL2: 'Winner QF3 - Winner QF4',
      FINAL: 'Winner SF1 - Winner SF2',
      PLACE3: 'Loser SF1 - Loser SF2',
    });
  });

  it('labels every source in German when asked', () => {
    const labels = Object.fromEntries(
      KNOCKOUT_STAGES.map((s) => [s, `${sourceLabel(s, 'home', 'de')} - ${sourceLabel(s, 'guest', 'de')}`]),
    );
    expect(labels).toEqual({
      QUARTERFINAL1: '1. Gruppe 1 - 4. Gruppe 2',
      QUARTERFINAL2: '2. Gruppe 2 - 3. Gruppe 1',
      QUARTERFINAL3: '1. Gruppe 2 - 4. Gruppe 1',
      QUARTERFINAL4: '2. Gruppe 1 - 3. Gruppe 2',
      SEMIFINAL1: 'Sieger VF1 - Sieger VF2',
      SEMIFINAL2: 'Sieger VF3 - Sieger VF4',
      FINAL: 'Sieger HF1 - Sieger HF2',
      PLACE3: 'Verlierer HF1 - Verlierer HF2',
    });
  });

  it('has no source label for group stages', () => {
    expect(sourceLabel('GROUP1', 'home')).toBeNull();
  });

  it('uses every group position 1..4 exactly once', () => {
    const used = Object.values(BRACKET_SOURCES)
      .flatMap((s) => [s.home, s.guest])
      .flatMap((s) => (s.kind === 'group' ? [`${s.group}:${s.position}`] : []));
    expect(used.sort()).toEqual(['0:1', '0:2', '0:3', '0:4', '1:1', '1:2', '1:3', '1:4']);
  });

  it('puts the knockout weeks after the group weeks', () => {
    expect(knockoutWeeks(5)).toEqual({
      QUARTERFINAL1: 6,
      QUARTERFINAL2: 6,
      QUARTERFINAL3: 6,
      QUARTERFINAL4: 6,
      SEMIFINAL1: 7,
      SEMIFINAL2: 7,
      FINAL: 8,
      PLACE3: 8,
    });
  });
});

describe('matchWinner', () => {
  it('decides by score, then by shoot-out winner', () => {
    expect(matchWinner(score(2, 1), 1, 2)).toEqual({ winner: 1, loser: 2 });
    expect(matchWinner(score(0, 3), 1, 2)).toEqual({ winner: 2, loser: 1 });
    expect(matchWinner(score(1, 1, 2), 1, 2)).toEqual({ winner: 2, loser: 1 });
    expect(matchWinner(score(1, 1, 1), 1, 2)).toEqual({ winner: 1, loser: 2 });
  });

  it('is undecided when level without a valid shoot-out winner', () => {
    expect(matchWinner(score(1, 1), 1, 2)).toBeNull();
    expect(matchWinner(score(0, 0, 99), 1, 2)).toBeNull();
  });
});

describe('fillBracket', () => {
  it('is empty while the group stage is not complete', () => {
    const slots = fillBracket({ groupStandings: null, knockout: [] });
    for (const stage of KNOCKOUT_STAGES) expect(slots[stage]).toEqual({ home_id: null, guest_id: null });
  });

  it('fills the quarter-finals from the standings', () => {
    const slots = fillBracket({ groupStandings: [G1, G2], knockout: [] });
    expect(slots.QUARTERFINAL1).toEqual({ home_id: 11, guest_id: 24 });
    expect(slots.QUARTERFINAL2).toEqual({ home_id: 22, guest_id: 13 });
    expect(slots.QUARTERFINAL3).toEqual({ home_id: 21, guest_id: 14 });
    expect(slots.QUARTERFINAL4).toEqual({ home_id: 12, guest_id: 23 });
    expect(slots.SEMIFINAL1).toEqual({ home_id: null, guest_id: null });
  });

  it('follows the whole path to the final and place 3', () => {
    let input: BracketInput = { groupStandings: [G1, G2], knockout: [] };
    let slots = fillBracket(input);
    const qf = {
      QUARTERFINAL1: score(2, 0), // 11
      QUARTERFINAL2: score(0, 1), // 13
      QUARTERFINAL3: score(3, 3, 14), // 14 on penalties
      QUARTERFINAL4: score(1, 0), // 12
    };
    input = { ...input, knockout: knockoutFrom(slots, qf) };
    slots = fillBracket(input);
    expect(slots.SEMIFINAL1).toEqual({ home_id: 11, guest_id: 13 });
    expect(slots.SEMIFINAL2).toEqual({ home_id: 14, guest_id: 12 });
    expect(slots.FINAL).toEqual({ home_id: null, guest_id: null });

    const sf = { ...qf, SEMIFINAL1: score(0, 2), SEMIFINAL2: score(4, 1) };
    input = { ...input, knockout: knockoutFrom(slots, sf) };
    slots = fillBracket(input);
    expect(slots.FINAL).toEqual({ home_id: 13, guest_id: 14 });
    expect(slots.PLACE3).toEqual({ home_id: 11, guest_id: 12 });
  });

  it('lets a shoot-out decide and keeps an undecided match null', () => {
    const first = fillBracket({ groupStandings: [G1, G2], knockout: [] });
    const slots = fillBracket({
      groupStandings: [G1, G2],
      knockout: knockoutFrom(first, {
        QUARTERFINAL1: score(1, 1, 24), // guest wins the shoot-out
        QUARTERFINAL2: score(1, 1), // level, no shoot-out recorded yet
        QUARTERFINAL3: null, // not played
      }),
    });
    expect(slots.SEMIFINAL1).toEqual({ home_id: 24, guest_id: null });
    expect(slots.SEMIFINAL2).toEqual({ home_id: null, guest_id: null });
  });

  it('reads winners from the stored teams of the source match', () => {
    const slots = fillBracket({
      groupStandings: [G1, G2],
      knockout: [
        { stage: 'QUARTERFINAL1', home_id: null, guest_id: 24, final: score(1, 0) },
        { stage: 'QUARTERFINAL2', home_id: 22, guest_id: 13, final: score(5, 0) },
      ],
    });
    expect(slots.SEMIFINAL1).toEqual({ home_id: null, guest_id: 22 });
  });

  it('leaves missing positions of groups of three null', () => {
    const slots = fillBracket({
      groupStandings: [
        [1, 2, 3],
        [4, 5, 6],
      ],
      knockout: [],
    });
    expect(slots.QUARTERFINAL1).toEqual({ home_id: 1, guest_id: null });
    expect(slots.QUARTERFINAL2).toEqual({ home_id: 5, guest_id: 3 });
    expect(slots.QUARTERFINAL3).toEqual({ home_id: 4, guest_id: null });
    expect(slots.QUARTERFINAL4).toEqual({ home_id: 2, guest_id: 6 });
  });
});
