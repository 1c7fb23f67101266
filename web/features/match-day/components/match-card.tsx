import { Alert, Button, Card, Divider, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import type { Match, Result, Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { matchAbilities, type RefereeSlot } from '../../../lib/authorization';
import { formatDateTime } from '../../../lib/dates';
import type { User } from '../../../lib/queries/get-user-by-token';
import { useMatchCards } from '../api/cards';
import { AvailabilityBlock } from './availability-block';
import { CaptainContacts } from './captain-contacts';
import { cardAbilities } from './card-abilities';
import { CardsDialog } from './cards-dialog';
import { ForfeitActions } from './forfeit-actions';
import { LiveLink } from './live-link';
import classes from './match-card.module.css';
import { MatchDateForm } from './match-date-form';
import { MatchMove } from './match-move';
import { MatchPitchLine, MatchPitchSelect } from './match-pitch';
import { refereeText, teamName } from './match-texts';
import { refereeBanner } from './referee-banner';
import { RefereeSelect } from './referee-select';
import { ResultBlock } from './result-block';
import { ResultForm } from './result-form';
import { ScorerDialog } from './scorer-dialog';

/** Who looks at the match cards: the current user and their team (null without one). */
export interface Viewer {
  user: User;
  teamId: number | null;
}

/**
 * What the card shows before a tap on "Manage match": everything (a captain's cards: only their own
 * matches carry forms), the result form and accepts (what an admin decides with) or the match
 * alone (an admin's week, where every card carries every form). The rest (referee choice, date,
 * pitch, scorers, the captains' phones) opens with the tap.
 */
export type ShownForms = 'all' | 'result' | 'none';

interface MatchCardProps {
  match: Match;
  teams: ReadonlyMap<number, Team>;
  viewer: Viewer;
  forms?: ShownForms;
  /** A line above the title saying why the card is listed (the "Needs a decision" filter). */
  note?: string;
}

export function MatchCard({ match, teams, viewer, forms = 'all', note }: MatchCardProps) {
  const [scoring, setScoring] = useState<{ result: Result; team: Team } | null>(null);
  const [editing, setEditing] = useState(forms === 'all');
  // A deep link to this card (forms turning 'all') opens it, however it was rendered before.
  const [formsBefore, setFormsBefore] = useState(forms);
  if (forms !== formsBefore) {
    setFormsBefore(forms);
    if (forms === 'all') setEditing(true);
  }
  const formsId = useId();
  const abilities = matchAbilities(viewer.user, match);
  const home = teamName(teams, match.home_id, match.home_source);
  const guest = teamName(teams, match.guest_id, match.guest_source);
  const slots: [RefereeSlot, number | null, number | null][] = [
    [1, match.referee_team_id, match.referee_id],
    [2, match.referee_team_id_2, match.referee_id_2],
  ];
  const banner = refereeBanner(viewer.user, viewer.teamId, match);
  const final = match.results.find((result) => result.is_final);
  // Once a result is final the others are gone (the server deletes them); others see final results only.
  const shownResults = final ? [final] : abilities.seesPending ? match.results : [];
  // Cards show with the scorers: not in a closed admin card (docs/PRODUCT.md#discipline).
  const cardsShown = editing && shownResults.length > 0;
  // Read as soon as the card is drawn, not once the pending results it shows arrive: a page the
  // server renders for the session (decision 041) then finds the read in its first render.
  const kickedOff = match.date !== 'tbd' && Date.parse(match.date) <= Date.now();
  const cards = useMatchCards(
    match.id,
    editing && (final !== undefined || (abilities.seesPending && kickedOff && match.home_id !== null)),
  );
  const cardRights = cardAbilities(viewer.user, match);
  const [carding, setCarding] = useState<Result | null>(null);
  const shown = {
    referees: editing,
    date: editing && abilities.editDate,
    pitch: editing && abilities.editPitch,
    // With a suggestion to accept, the decision is the Accept button; without, the result form.
    result: (editing || (forms === 'result' && shownResults.length === 0)) && abilities.suggestResult,
  };
  // Whether the tap would show anything more.
  const hidden =
    !editing &&
    (abilities.refereeSlots.length > 0 ||
      abilities.editDate ||
      abilities.proposeDate ||
      abilities.editPitch ||
      abilities.suggestResult ||
      abilities.captainsShown.length > 0 ||
      match.results.some((result) => abilities.scorerTeams(result).length > 0) ||
      shownResults.some((result) => cardRights.add(result)));
  const hasForms =
    shown.date ||
    (editing && abilities.proposeDate) ||
    shown.pitch ||
    shown.result ||
    abilities.waitsForKickoff;

  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="article"
      aria-label={m.dashboard_match_versus({ home, guest })}
      // The target of the match's deep links (actionPaths.match, actionPaths.refereeing).
      id={`match-${match.id}`}
    >
      <Stack gap={6}>
        {note && (
          <Text size="sm" fw={700} c="red.9">
            {note}
          </Text>
        )}
        {banner && (
          <Alert color="league.7" variant="light" p="xs" mb="xs">
            {banner}
          </Alert>
        )}
        <Title order={3} size="h5">
          {m.dashboard_match_versus({ home, guest })}
        </Title>
        <Text size="sm" c="dimmed">
          {formatDateTime(match.date)}
        </Text>
        <MatchPitchLine match={match} />
        <LiveLink match={match} user={viewer.user} />
        {shownResults.length === 0 ? (
          <Text c="dimmed">{m.dashboard_match_no_result()}</Text>
        ) : (
          shownResults.map((result) => (
            <ResultBlock
              key={result.id}
              match={match}
              result={result}
              teams={teams}
              abilities={abilities}
              onScorers={editing ? (chosen, team) => setScoring({ result: chosen, team }) : null}
              cards={
                cardsShown
                  ? {
                      list: (cards.data ?? []).filter((card) => card.result_id === result.id),
                      abilities: cardRights,
                      onAdd: () => setCarding(result),
                    }
                  : null
              }
            />
          ))
        )}
        <ForfeitActions match={match} teams={teams} viewer={viewer} />
        <AvailabilityBlock match={match} teams={teams} user={viewer.user} />
        {slots.map(([slot, teamId, refereeId]) =>
          shown.referees && abilities.refereeSlots.includes(slot) ? (
            <RefereeSelect
              key={slot}
              match={match}
              slot={slot}
              team={teamId === null ? undefined : teams.get(teamId)}
              matchTitle={`${home} – ${guest}`}
            />
          ) : (
            <Text key={slot} size="sm">
              {m.dashboard_match_referee_line({ slot, referee: refereeText(teams, teamId, refereeId) })}
            </Text>
          ),
        )}
        {abilities.refereeNamingClosed && (
          <Text size="sm" c="dimmed">
            {m.dashboard_referee_naming_closed()}
          </Text>
        )}
        {editing && <CaptainContacts shown={abilities.captainsShown} teams={teams} />}
        {hasForms && <Divider my={4} />}
        <div id={formsId} className={classes.forms}>
          {shown.date && <MatchDateForm key={match.date} match={match} aheadOnly={abilities.dateAheadOnly} />}
          {abilities.seesDateProposal && (
            <MatchMove
              match={match}
              teams={teams}
              abilities={abilities}
              matchTitle={`${home} – ${guest}`}
              formShown={editing}
            />
          )}
          {shown.pitch && <MatchPitchSelect match={match} />}
          {shown.result && <ResultForm match={match} homeName={home} guestName={guest} />}
        </div>
        {(hidden || (editing && forms !== 'all')) && (
          <Button
            variant="default"
            aria-expanded={editing}
            aria-controls={formsId}
            onClick={() => setEditing(!editing)}
          >
            {editing ? m.dashboard_match_manage_close() : m.dashboard_match_manage()}
          </Button>
        )}
        {abilities.waitsForKickoff && (
          <Text size="sm" c="dimmed">
            {m.dashboard_match_after_kick_off()}
          </Text>
        )}
      </Stack>
      {scoring && (
        <ScorerDialog
          match={match}
          result={scoring.result}
          team={scoring.team}
          onClose={() => setScoring(null)}
        />
      )}
      {carding && (
        <CardsDialog
          match={match}
          result={carding}
          teams={teams}
          recorded={cards.data ?? []}
          onClose={() => setCarding(null)}
        />
      )}
    </Card>
  );
}
