import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { Group, Match, Team } from '../../../../common/api/types';
import { MatchCard, type Viewer } from './match-card';

interface Section {
  title: string;
  matches: Match[];
}

/** A group's stage code: its name without spaces, uppercased ('Group 1' -> 'GROUP1'). */
export function groupStage(group: Group): string {
  return group.name.replace(/\s+/g, '').toUpperCase();
}

// Order matters: 'SEMIFINAL1' and 'QUARTERFINAL1' must not be caught by 'FINAL'.
const knockoutSections = [
  ['QUARTERFINAL', 'Quarterfinal'],
  ['SEMIFINAL', 'Semifinal'],
  ['PLACE3', 'Place 3'],
  ['FINAL', 'Final'],
] as const;

function sections(groups: readonly Group[], matches: readonly Match[]): Section[] {
  const groupSections = groups.map((group) => ({
    title: group.name,
    matches: matches.filter((match) => match.match_stage === groupStage(group)),
  }));
  const knockout = knockoutSections.map(([prefix, title]) => ({
    title,
    matches: matches.filter((match) => match.match_stage.startsWith(prefix)),
  }));
  return [...groupSections, ...knockout].filter((section) => section.matches.length > 0);
}

/** Weeks ascending; within a week the newest match (highest id) first (docs/PRODUCT.md#dates). */
function byWeek(matches: readonly Match[]): [number, Match[]][] {
  const weeks = new Map<number, Match[]>();
  for (const match of matches) weeks.set(match.week, [...(weeks.get(match.week) ?? []), match]);
  return [...weeks].sort(([a], [b]) => a - b).map(([week, list]) => [week, list.sort((a, b) => b.id - a.id)]);
}

interface MatchSectionsProps {
  groups: readonly Group[];
  matches: readonly Match[];
  teams: ReadonlyMap<number, Team>;
  viewer: Viewer;
}

/** Matches per group and knockout round, each grouped by week. */
export function MatchSections({ groups, matches, teams, viewer }: MatchSectionsProps) {
  return (
    <Stack gap="xl">
      {sections(groups, matches).map((section) => (
        <section key={section.title} aria-label={section.title}>
          <Title order={2} size="h3" mb="sm">
            {section.title}
          </Title>
          <Stack gap="md">
            {byWeek(section.matches).map(([week, list]) => (
              <div key={week}>
                <Title order={3} size="h5" mb="xs" c="dimmed">
                  Week {week}
                </Title>
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
                  {list.map((match) => (
                    <MatchCard key={match.id} match={match} teams={teams} viewer={viewer} />
                  ))}
                </SimpleGrid>
              </div>
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
