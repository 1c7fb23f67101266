import { Button, SimpleGrid, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import type { Season } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { penaltyRuleText } from '../../../../common/league/penalties';
import { StandingsTable } from '../../../components/ui/standings-table';
import { usePhoneLayout } from '../../../lib/viewport-hint';
import classes from './season-standings.module.css';

/**
 * The season's standings above the matches. On a phone they sit behind one tap (the tables are
 * a screen long and /table has them in full); from 768 px on, beside the matches, they show at once.
 * Closed on a phone, the tables are not rendered at all: the page's HTML reaches its first match
 * card 26 KB sooner (decision 049).
 */
export function SeasonStandings({ season, teamId }: { season: Season; teamId: number | null }) {
  const [open, setOpen] = useState(false);
  const phone = usePhoneLayout();
  const contentId = useId();
  if (season.groups.length === 0) return null;
  return (
    <section aria-labelledby="standings-heading" className={classes.standings} data-open={open}>
      <div className={classes.header}>
        <Title order={2} size="h3" id="standings-heading">
          {m.dashboard_standings_title()}
        </Title>
        <Button
          variant="default"
          className={classes.toggle}
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen(!open)}
        >
          {open ? m.dashboard_standings_hide() : m.dashboard_standings_show()}
        </Button>
      </div>
      <div id={contentId} className={classes.content}>
        {(open || !phone) && (
          <>
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
              {season.groups.map((group) => (
                <StandingsTable
                  key={group.id}
                  group={group}
                  compact
                  headingOrder={3}
                  highlightTeamId={teamId}
                  matches={season.matches}
                />
              ))}
            </SimpleGrid>
            <Text size="sm" mt="sm">
              * {penaltyRuleText(season.penalty_rule)}
            </Text>
          </>
        )}
      </div>
    </section>
  );
}
