import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { MatchDateProposal } from '../../../../common/api/match-moves';
import type { Match, Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { toWallClockInput } from '../../../../common/league/kick-off';
import { proposeRefusal } from '../../../../common/league/match-moves';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import type { MatchAbilities } from '../../../lib/authorization';
import { formatDateTime } from '../../../lib/dates';
import { prepareFieldChecks } from '../../../lib/field-checks';
import { LEAGUE_VIEWS, useAction } from '../../../lib/use-action';
import {
  answerMatchDateProposal,
  proposeMatchDate,
  useDateProposals,
  withdrawMatchDateProposal,
} from '../api/date-proposals';
import { checkKickOff, dateFieldRefusal, withoutDateField } from './kick-off-field';
import { useLatestKickOff } from './match-date-form';

const kickOffText = (iso: string) => m.dashboard_move_kick_off({ when: formatDateTime(iso) });

/**
 * Propose a new kick-off for a dated match (decision 035): on the league's wall clock, checked
 * and sent like the date form's.
 */
export function ProposeForm({ match }: { match: Match }) {
  const { run, pending } = useAction(LEAGUE_VIEWS);
  // Starts at the current kick-off: a move is mostly a shift by a day or an hour.
  const [value, setValue] = useState(() => toWallClockInput(new Date(match.date)));
  const [error, setError] = useState<string | null>(null);
  const latest = useLatestKickOff(match);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = await checkKickOff(value, (checks) => checks.proposedDateField);
    if (checked.problem !== undefined) {
      setError(checked.problem);
      return;
    }
    const { date } = checked;
    const refusal = proposeRefusal({ date: match.date, hasFinal: false }, new Date(date), new Date());
    if (refusal) {
      setError(withoutDateField(refusal));
      return;
    }
    await run(() => proposeMatchDate(match.id, date), {
      success: m.dashboard_move_proposed(),
      subject: m.dashboard_move_proposed_subject({ when: kickOffText(date) }),
      failure: m.dashboard_move_propose_failed(),
      fieldRefusal: (answer) => {
        const sentence = dateFieldRefusal(answer);
        if (sentence) setError(sentence);
        return sentence !== null;
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={m.dashboard_move_form_label()}>
      {/* The button under the field, as in the date form: beside it, a phone cut the field's value. */}
      <Stack gap="xs" align="flex-start">
        <TextInput
          type="datetime-local"
          label={m.dashboard_move_field_label()}
          description={[m.dashboard_move_field_description(), latest && m.dashboard_move_window({ latest })]
            .filter(Boolean)
            .join(' ')}
          required
          w="100%"
          value={value}
          error={error}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
            prepareFieldChecks();
          }}
        />
        <Button type="submit" variant="light" loading={pending}>
          {m.dashboard_move_propose()}
        </Button>
      </Stack>
    </form>
  );
}

interface ProposalProps {
  proposal: MatchDateProposal;
  teams: ReadonlyMap<number, Team>;
  /** Whom the alerts name: "Home – Guest". */
  matchTitle: string;
  canAnswer: boolean;
  canWithdraw: boolean;
}

/**
 * An open proposal: what it would change, who proposed it, and the answers the viewer may give.
 * Decline asks once (decision 080): it ends the proposal for good.
 */
export function DateProposal({ proposal, teams, matchTitle, canAnswer, canWithdraw }: ProposalProps) {
  const { run, pending } = useAction(LEAGUE_VIEWS);
  const [declining, setDeclining] = useState(false);
  const team = proposal.team_id === null ? null : teams.get(proposal.team_id);
  const by = [proposal.proposed_by_name, team?.name].filter(Boolean).join(', ');
  const answer = (accept: boolean) =>
    run(() => answerMatchDateProposal(proposal.id, accept), {
      success: accept ? m.dashboard_move_moved() : m.dashboard_move_declined(),
      subject: accept
        ? m.dashboard_move_moved_subject({ match: matchTitle, when: kickOffText(proposal.date) })
        : m.dashboard_move_kept_subject({ match: matchTitle, when: kickOffText(proposal.kick_off) }),
      failure: m.dashboard_move_answer_failed(),
    });

  return (
    <Paper withBorder p="xs" radius="sm" role="group" aria-label={m.dashboard_move_box_label()}>
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {m.dashboard_move_box_title({ when: kickOffText(proposal.date) })}
        </Text>
        <Text size="sm">
          {by
            ? m.dashboard_move_instead_of_by({ when: kickOffText(proposal.kick_off), by })
            : m.dashboard_move_instead_of({ when: kickOffText(proposal.kick_off) })}
        </Text>
        <Text size="sm" c="dimmed">
          {proposal.lapses_at === proposal.kick_off
            ? m.dashboard_move_lapses_at_kick_off()
            : m.dashboard_move_lapses_at({ when: kickOffText(proposal.lapses_at) })}
        </Text>
        {canAnswer || canWithdraw ? (
          <Group gap="xs">
            {canAnswer && (
              <>
                <Button size="xs" loading={pending} onClick={() => void answer(true)}>
                  {m.dashboard_move_accept()}
                </Button>
                <Button size="xs" variant="default" loading={pending} onClick={() => setDeclining(true)}>
                  {m.dashboard_move_decline()}
                </Button>
                <ConfirmModal
                  opened={declining}
                  title={m.dashboard_move_decline_confirm_title()}
                  message={m.dashboard_move_decline_confirm_text({
                    match: matchTitle,
                    when: kickOffText(proposal.kick_off),
                  })}
                  confirmLabel={m.dashboard_move_decline()}
                  pending={pending}
                  onConfirm={() => void answer(false).then((done) => done && setDeclining(false))}
                  onClose={() => setDeclining(false)}
                />
              </>
            )}
            {canWithdraw && (
              <Button
                size="xs"
                variant="default"
                loading={pending}
                onClick={() =>
                  void run(() => withdrawMatchDateProposal(proposal.id), {
                    success: m.dashboard_move_withdrawn(),
                    subject: m.dashboard_move_kept_subject({
                      match: matchTitle,
                      when: kickOffText(proposal.kick_off),
                    }),
                    failure: m.dashboard_move_withdraw_failed(),
                  })
                }
              >
                {m.dashboard_move_withdraw()}
              </Button>
            )}
          </Group>
        ) : (
          <Text size="sm">{m.dashboard_move_waiting()}</Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Moving a dated match by consent on its card (docs/PRODUCT.md#moving-a-match): the open proposal
 * with the viewer's answers, or the form to propose one.
 */
export function MatchMove({
  match,
  teams,
  abilities,
  matchTitle,
  formShown,
}: {
  match: Match;
  teams: ReadonlyMap<number, Team>;
  abilities: MatchAbilities;
  matchTitle: string;
  /** The propose form shows with the card's other forms; an open proposal always shows. */
  formShown: boolean;
}) {
  const proposals = useDateProposals(abilities.seesDateProposal);
  // Not the form while it is unknown whether a proposal is open: it would give way to it at once.
  if (proposals.isPending && abilities.seesDateProposal) return null;
  const proposal = proposals.data?.find((p) => p.match_id === match.id);
  if (proposal) {
    return (
      <DateProposal
        proposal={proposal}
        teams={teams}
        matchTitle={matchTitle}
        canAnswer={abilities.answerDateProposal(proposal)}
        canWithdraw={abilities.withdrawDateProposal(proposal)}
      />
    );
  }
  return formShown && abilities.proposeDate ? <ProposeForm key={match.date} match={match} /> : null;
}
