/**
 * The audit log's actions (docs/PRODUCT.md#audit-log): one name for every kind of write an entry
 * records, shared by the server that writes them, the getAuditLog filter and the dashboard that
 * shows them. Only ever add names: stored entries keep theirs.
 */
export const AUDIT_ACTIONS = [
  // Teams.
  'team.create',
  'team.accept',
  'team.edit',
  'team.delete',
  'team.logo',
  'team.captain',
  // Rosters.
  'roster.accept',
  'roster.reject',
  'roster.promote',
  'roster.demote',
  'roster.remove',
  'roster.leave',
  'account.delete',
  'account.edit',
  // Match day.
  'match.date',
  'match.pitch',
  'match.referee',
  'match.move_propose',
  'match.move_accept',
  'match.move_decline',
  'match.move_withdraw',
  'match.postpone',
  'result.suggest',
  'result.accept',
  'result.enter_final',
  'result.auto_accept',
  'result.declare_forfeit',
  'result.claim_no_show',
  'result.confirm_no_show',
  'result.referee_confirm',
  'result.referee_dispute',
  'scorers.set',
  'live.event',
  'live.undo',
  'cards.add',
  'cards.dispute',
  'cards.decide',
  'suspension.adjust',
  'eligibility.approve',
  // Seasons and penalties.
  'season.add',
  'season.delete',
  'season.groups',
  'season.matches',
  'season.regenerate',
  'season.close_group_stage',
  'season.penalty_rule',
  'season.auto_accept_hours',
  'season.discipline_rules',
  'season.fair_play_tiebreak',
  'penalty.add',
  'penalty.remove',
  // Settings, pitches, board, the league's details and texts.
  'settings.update',
  'pitch.add',
  'pitch.edit',
  'pitch.remove',
  'pitch.default',
  'board.add',
  'board.edit',
  'board.remove',
  'board.reorder',
  'details.edit',
  'text.edit',
  'text.restore',
  // Mail.
  'mail.resend',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Entries per page of getAuditLog, newest first; before_id asks for the next older page. */
export const AUDIT_PAGE_SIZE = 50;

/**
 * What an entry is about, stored as data beside its action (decision 061): the names as they were
 * when the entry was written, and the codes and ids the sentence needs, so getAuditLog names it in
 * the reader's language. One kind per form the log shows; only ever add kinds.
 */
export type AuditTarget =
  /** A team, a person, a pitch, a season, a board member or the league: named as it was. */
  | { kind: 'name'; name: string }
  /** A person in a team: 'Anna Schmidt (Red Lions)'. */
  | { kind: 'member'; name: string; team: string }
  /** A team's penalty in a season; season null: the season was gone (named by its id). */
  | { kind: 'penalty'; team: string; season: string | null; season_id: number }
  | { kind: 'settings' }
  | { kind: 'board' }
  /** A league text in one language ('privacy', 'de'). */
  | { kind: 'text'; key: string; locale: string }
  /** A match no longer there, by its id. */
  | { kind: 'match'; match_id: number }
  /**
   * A match by its pairing: a side null is not known yet (TBD), a season null had no row (named
   * by its id), stage the code ('GROUP1'); team: whose scorers the entry is about.
   */
  | {
      kind: 'pairing';
      home: string | null;
      guest: string | null;
      season: string | null;
      season_id: number;
      stage: string;
      week: number;
      team?: string;
    };
