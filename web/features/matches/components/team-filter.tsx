import { NativeSelect } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { compareNames } from '../../../../common/league/name-order';
import { TEAM_FILTER_KEY, TEAM_FILTER_STYLE_ID, teamFilterCss } from '../../../../common/team-filter';

function stored(): number | null {
  try {
    const value = window.localStorage.getItem(TEAM_FILTER_KEY);
    return value && /^[0-9]{1,10}$/.test(value) ? Number(value) : null;
  } catch {
    return null;
  }
}

function remember(teamId: number | null) {
  try {
    if (teamId === null) window.localStorage.removeItem(TEAM_FILTER_KEY);
    else window.localStorage.setItem(TEAM_FILTER_KEY, String(teamId));
  } catch {
    // Private mode without storage: the filter holds for this visit only.
  }
}

/**
 * The remembered team (common/team-filter.ts): read after hydration, since the prerendered HTML
 * knows no visitor's choice; the head script has already hidden the other rows meanwhile, and its
 * style gives way to the app's own once the app knows the team.
 */
export function useTeamFilter() {
  const [teamId, setTeamId] = useState<number | null>(null);
  useEffect(() => {
    setTeamId(stored());
  }, []);
  useEffect(() => {
    document.getElementById(TEAM_FILTER_STYLE_ID)?.remove();
  }, []);
  const choose = (next: number | null) => {
    remember(next);
    setTeamId(next);
  };
  return { teamId, choose };
}

/** The rule that shows the chosen team's rows only; nothing for all teams. */
export function TeamFilterStyle({ teamId }: { teamId: number | null }) {
  return teamId === null ? null : <style>{teamFilterCss(teamId)}</style>;
}

interface TeamFilterProps {
  teams: readonly Team[];
  value: number | null;
  onChange: (teamId: number | null) => void;
}

export function TeamFilter({ teams, value, onChange }: TeamFilterProps) {
  return (
    <NativeSelect
      label={m.public_matches_team()}
      maw={320}
      mb="lg"
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
      data={[
        { value: '', label: m.public_matches_all_teams() },
        ...[...teams]
          .sort((a, b) => compareNames(a.name, b.name))
          .map((team) => ({ value: String(team.id), label: team.name })),
      ]}
    />
  );
}
