import type { Result, ScorerEntry } from '../../common/api/types';
import type { results, scorers } from '../db/schema';

type ResultRow = Pick<
  typeof results.$inferSelect,
  | 'id'
  | 'scoreHome'
  | 'scoreGuest'
  | 'isFinal'
  | 'autoAccepted'
  | 'submittedBy'
  | 'submittedTeamId'
  | 'shootoutWinnerId'
  | 'forfeit'
  | 'forfeitTeamId'
  | 'unplayed'
  | 'createdAt'
>;
type ScorerRow = Pick<typeof scorers.$inferSelect, 'id' | 'userId' | 'teamId' | 'goalCount'>;

export const presentScorer = (row: ScorerRow, name: string): ScorerEntry => ({
  id: row.id,
  user_id: row.userId,
  team_id: row.teamId,
  goal_count: row.goalCount,
  name,
});

/** A result with its scorers; `submitter` is the name of the user who entered it. */
export const presentResult = (row: ResultRow, submitter: string | null, scorer: ScorerEntry[]): Result => ({
  id: row.id,
  score_home: row.scoreHome,
  score_guest: row.scoreGuest,
  is_final: row.isFinal,
  auto_accepted: row.autoAccepted,
  submitted_by: row.submittedBy,
  submitted_by_user: submitter,
  submitted_team_id: row.submittedTeamId,
  shootout_winner_id: row.shootoutWinnerId,
  forfeit: row.forfeit,
  forfeit_team_id: row.forfeitTeamId,
  unplayed: row.unplayed,
  created_at: row.createdAt.toISOString(),
  scorer,
});
