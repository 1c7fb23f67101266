import { Tabs, Text, Title } from '@mantine/core';
import type { Match, Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { EmptyState } from '../../../components/ui/empty-state';
import { dateValue, formatDateTime } from '../../../lib/dates';
import { finalResult } from '../../../lib/match-results';
import classes from './knockout-bracket.module.css';

interface Round {
  key: string;
  /** Message functions: read in the language of the render. */
  title: () => string;
  short: () => string;
  stagePrefix: string;
}

const rounds: Round[] = [
  {
    key: 'qf',
    title: m.public_bracket_quarterfinal,
    short: m.public_bracket_quarterfinal_short,
    stagePrefix: 'QUARTERFINAL',
  },
  {
    key: 'sf',
    title: m.public_bracket_semifinal,
    short: m.public_bracket_semifinal_short,
    stagePrefix: 'SEMIFINAL',
  },
  { key: 'f', title: m.public_bracket_final, short: m.public_bracket_final_short, stagePrefix: 'FINAL' },
  { key: '3p', title: m.public_bracket_place3, short: m.public_bracket_place3_short, stagePrefix: 'PLACE3' },
];

function roundMatches(matches: readonly Match[], round: Round): Match[] {
  return (
    matches
      .filter((match) => match.match_stage.startsWith(round.stagePrefix))
      // Stage codes are ASCII (QUARTERFINAL1...): a plain comparison. localeCompare's first call
      // loads the ICU collator, ~50 ms of a phone's main thread while the page hydrates.
      .sort((a, b) => (a.match_stage < b.match_stage ? -1 : a.match_stage > b.match_stage ? 1 : 0))
  );
}

interface BracketProps {
  matches: readonly Match[];
  teams: ReadonlyMap<number, Team>;
}

function MatchBox({ match, teams }: { match: Match; teams: ReadonlyMap<number, Team> }) {
  const result = finalResult(match);
  const name = (id: number | null, source: string | null) =>
    (id !== null ? teams.get(id)?.name : undefined) ?? source ?? m.public_tbd();
  const shootoutWinner = result?.shootout_winner_id ? teams.get(result.shootout_winner_id)?.name : undefined;

  return (
    <article
      className={classes.box}
      aria-label={m.public_bracket_against({
        home: name(match.home_id, match.home_source),
        guest: name(match.guest_id, match.guest_source),
      })}
    >
      <div className={classes.side}>
        <span className={classes.team}>{name(match.home_id, match.home_source)}</span>
        <span className={classes.score}>{result ? result.score_home : '-'}</span>
      </div>
      <div className={classes.side}>
        <span className={classes.team}>{name(match.guest_id, match.guest_source)}</span>
        <span className={classes.score}>{result ? result.score_guest : '-'}</span>
      </div>
      {shootoutWinner && (
        <Text size="xs" mt={4}>
          {m.public_bracket_won_on_penalties({ team: shootoutWinner })}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt={4}>
        {dateValue(match.date) ? (
          <time dateTime={match.date}>{formatDateTime(match.date)}</time>
        ) : (
          m.public_bracket_date_open()
        )}
      </Text>
    </article>
  );
}

function RoundColumn({ round, matches, teams }: BracketProps & { round: Round }) {
  const list = roundMatches(matches, round);
  return list.length > 0 ? (
    <div className={classes.round}>
      {list.map((match) => (
        <MatchBox key={match.id} match={match} teams={teams} />
      ))}
    </div>
  ) : (
    <EmptyState>{m.public_bracket_not_scheduled()}</EmptyState>
  );
}

export function KnockoutBracket({ matches, teams }: BracketProps) {
  if (!rounds.some((round) => roundMatches(matches, round).length > 0)) {
    return <EmptyState>{m.public_bracket_not_set_up()}</EmptyState>;
  }

  return (
    <>
      {/* Below 992 px the rounds do not fit side by side, so tabs switch between them. */}
      <Tabs defaultValue="qf" hiddenFrom="md" keepMounted={false}>
        <Tabs.List grow mb="md">
          {rounds.map((round) => (
            <Tabs.Tab key={round.key} value={round.key} aria-label={round.title()}>
              {round.short()}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* The tabs are short to fit a phone; the open round's full name heads its panel. */}
        {rounds.map((round) => (
          <Tabs.Panel key={round.key} value={round.key}>
            <Title order={2} size="h4" mb="sm">
              {round.title()}
            </Title>
            <RoundColumn round={round} matches={matches} teams={teams} />
          </Tabs.Panel>
        ))}
      </Tabs>

      <div className={classes.columns}>
        {rounds.map((round) => (
          <section key={round.key} aria-labelledby={`round-${round.key}`}>
            <Title order={2} size="h4" id={`round-${round.key}`} mb="sm">
              {round.title()}
            </Title>
            <RoundColumn round={round} matches={matches} teams={teams} />
          </section>
        ))}
      </div>
    </>
  );
}
