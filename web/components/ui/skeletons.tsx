import { Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { m } from '../../../common/i18n/messages';

/**
 * Layout-true placeholders of the dashboard pages (issue 24 point 10, decision 032): the outlines
 * of the cards the page will show, where it will show them, painted from the server's HTML while
 * the session and the answers load. The pages' own loading states use the same pieces, so nothing
 * moves from the first paint to the data.
 */

/** A titled card section of a dashboard page (the To do list's frame), the same for data and placeholder. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card withBorder radius="md" padding="md" mb="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** Two list items' height (a sentence and a dimmed line each). */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="sm" role="status" aria-label={label}>
      {[0, 1].map((row) => (
        <Stack key={row} gap={6} py={2}>
          <Skeleton height={16} width="85%" radius="sm" />
          <Skeleton height={12} width="35%" radius="sm" />
        </Stack>
      ))}
    </Stack>
  );
}

export function TodoCardSkeleton() {
  return (
    <SectionCard title={m.dashboard_todos_title()}>
      <ListSkeleton label={m.dashboard_todos_loading()} />
    </SectionCard>
  );
}

/** The own team's card: crest and name, the captain line, the actions and the first roster rows. */
export function TeamCardSkeleton() {
  return (
    <Card withBorder padding="lg" radius="md" role="status" aria-label={m.dashboard_skeleton_loading_team()}>
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start">
          <Skeleton height={64} width={64} radius="sm" />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton height={26} width="60%" radius="sm" />
            <Skeleton height={16} width="45%" radius="sm" />
          </Stack>
        </Group>
        <Skeleton height={20} width="55%" radius="sm" />
        <Skeleton height={44} width={130} radius="sm" />
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={44} radius="sm" />
        ))}
      </Stack>
    </Card>
  );
}

/** A match card: title, kick-off, pitch, result and the two referee lines. */
function MatchCardSkeleton() {
  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap={10}>
        <Skeleton height={20} width="70%" radius="sm" />
        {/* kick-off, pitch, result, referee 1, referee 2 */}
        {(['date', 'pitch', 'result', 'referee-1', 'referee-2'] as const).map((line) => (
          <Skeleton key={line} height={14} width={line === 'result' ? '30%' : '55%'} radius="sm" />
        ))}
      </Stack>
    </Card>
  );
}

/** A season page below its lead: the season selector, then cards. */
export function SeasonPageSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="lg" role="status" aria-label={label}>
      <Stack gap={6} maw={320}>
        <Skeleton height={14} width={60} radius="sm" />
        <Skeleton height={44} radius="sm" />
      </Stack>
      <MatchCardSkeleton />
      <MatchCardSkeleton />
    </Stack>
  );
}

/** Which placeholder a dashboard page shows before its answers (its route handle names it). */
export type PageSkeleton = 'my-team' | 'matches' | 'refereeing';

export function DashboardPageSkeleton({ kind }: { kind: PageSkeleton }) {
  if (kind === 'refereeing') return <SeasonPageSkeleton label={m.dashboard_match_loading()} />;
  return (
    <>
      <TodoCardSkeleton />
      {kind === 'my-team' ? <TeamCardSkeleton /> : <SeasonPageSkeleton label={m.dashboard_match_loading()} />}
    </>
  );
}
