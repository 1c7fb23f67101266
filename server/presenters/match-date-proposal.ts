import type { MatchDateProposal, ProposalStatus } from '../../common/api/match-moves';
import { proposalLapsesAt } from '../../common/league/match-moves';
import type { matchDateProposals } from '../db/schema';

type ProposalRow = typeof matchDateProposals.$inferSelect;

/** A proposal as the API shows it; `status` as of now (proposalStatus), `proposer` the proposer's name. */
export const presentMatchDateProposal = (
  row: ProposalRow,
  status: ProposalStatus,
  proposer: string | null,
): MatchDateProposal => ({
  id: row.id,
  match_id: row.matchId,
  date: row.date.toISOString(),
  kick_off: row.kickOff.toISOString(),
  team_id: row.teamId,
  proposed_by: row.proposedBy,
  proposed_by_name: proposer,
  status,
  lapses_at: proposalLapsesAt(row).toISOString(),
  created_at: row.createdAt.toISOString(),
});
