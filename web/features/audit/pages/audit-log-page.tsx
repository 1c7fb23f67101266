import { Button, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { AUDIT_ACTIONS } from '../../../../common/api/audit';
import type { Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { compareNames } from '../../../../common/league/name-order';
import { isAdmin } from '../../../../common/policies/actor';
import { canReadAuditLog } from '../../../../common/policies/audit';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/page-loader';
import { can } from '../../../lib/authorization';
import { useMyTeam } from '../../../lib/queries/get-my-team';
import { useTeams } from '../../../lib/queries/get-teams';
import { type User, useCurrentUser } from '../../../lib/queries/get-user-by-token';
import { useLogError } from '../../../lib/use-log-error';
import { useAuditLog } from '../api/get-audit-log';
import { actionLabel } from '../components/action-labels';
import { AuditEntryCard } from '../components/audit-entry-card';
import { useAuditFilters } from '../hooks/use-audit-filters';

/** Whose names the user filter offers: everybody on the rosters the viewer can see. */
function people(teams: Team[]): { value: string; label: string }[] {
  const byId = new Map<number, string>();
  for (const team of teams) {
    for (const member of team.players ?? []) byId.set(member.id, `${member.name} (${team.name_short})`);
  }
  return [...byId.entries()]
    .sort(([, a], [, b]) => compareNames(a, b))
    .map(([id, label]) => ({ value: String(id), label }));
}

function AuditLog({ user }: { user: User }) {
  const admin = isAdmin(user);
  const { filters, read, set } = useAuditFilters();
  // Admins choose among every team; a captain's entries are the own team's (the server narrows).
  const teams = useTeams();
  const myTeam = useMyTeam();
  const rosters = admin ? (teams.data ?? []) : myTeam.data ? [myTeam.data] : [];
  const log = useAuditLog(admin ? filters : { ...filters, team_id: undefined });
  useLogError(log.error, 'the audit log');
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <Stack gap="lg">
      <Text>
        {admin
          ? m.dashboard_audit_intro_admin()
          : m.dashboard_audit_intro_captain({ team: myTeam.data?.name ?? m.dashboard_audit_your_team() })}
      </Text>
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="sm"
        component="form"
        aria-label={m.dashboard_audit_filters()}
      >
        {admin && (
          <NativeSelect
            label={m.dashboard_audit_filter_team()}
            value={read('team')}
            onChange={(event) => set('team')(event.currentTarget.value)}
            data={[
              { value: '', label: m.dashboard_audit_filter_all_teams() },
              ...(teams.data ?? []).map((team) => ({ value: String(team.id), label: team.name })),
            ]}
          />
        )}
        <NativeSelect
          label={m.dashboard_audit_filter_user()}
          value={read('user')}
          onChange={(event) => set('user')(event.currentTarget.value)}
          data={[{ value: '', label: m.dashboard_audit_filter_everybody() }, ...people(rosters)]}
        />
        <NativeSelect
          label={m.dashboard_audit_filter_action()}
          value={read('action')}
          onChange={(event) => set('action')(event.currentTarget.value)}
          data={[
            { value: '', label: m.dashboard_audit_filter_all_actions() },
            ...AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) })),
          ]}
        />
        {/* The period's two days side by side, also on a phone. */}
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label={m.dashboard_audit_filter_from()}
            type="date"
            value={read('from')}
            onChange={(event) => set('from')(event.currentTarget.value)}
          />
          <TextInput
            label={m.dashboard_audit_filter_to()}
            type="date"
            value={read('to')}
            onChange={(event) => set('to')(event.currentTarget.value)}
          />
        </SimpleGrid>
      </SimpleGrid>
      {log.isPending ? (
        <PageLoader label={m.dashboard_audit_loading()} />
      ) : log.isError ? (
        <EmptyState>{m.dashboard_audit_load_failed()}</EmptyState>
      ) : entries.length === 0 ? (
        <EmptyState>{m.dashboard_audit_empty()}</EmptyState>
      ) : (
        <Stack
          component="ol"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={m.dashboard_audit_entries()}
        >
          {entries.map((entry) => (
            <AuditEntryCard key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
      {log.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void log.fetchNextPage()}
          loading={log.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          {m.dashboard_audit_older()}
        </Button>
      )}
    </Stack>
  );
}

/** Dashboard > Audit log (docs/PRODUCT.md#audit-log): admins all entries, captains their team's. */
export function AuditLogPage() {
  const user = useCurrentUser();
  useLogError(user.error, 'the current user');
  return (
    <Page title={m.common_title_audit_log()}>
      {user.isPending ? (
        <PageLoader label={m.dashboard_audit_loading()} />
      ) : user.data && can(user.data, canReadAuditLog) ? (
        <AuditLog user={user.data} />
      ) : (
        <EmptyState>{m.dashboard_audit_refused()}</EmptyState>
      )}
    </Page>
  );
}
