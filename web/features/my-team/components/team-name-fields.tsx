import { Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { fieldError } from '../../../../common/api/field-errors';
import { m } from '../../../../common/i18n/messages';
import { LIMITS } from '../../../../common/limits';
import { loadFieldChecks, prepareFieldChecks } from '../../../lib/field-checks';

export interface TeamNames {
  name: string;
  nameShort: string;
  errors: { name?: string; nameShort?: string };
  setName: (value: string) => void;
  setNameShort: (value: string) => void;
  /** Checks both fields as the API will: the trimmed names, or null with the errors shown. */
  checked: () => Promise<{ name: string; name_short: string } | null>;
}

/** The team name and short name of the create and edit forms, checked with the API's own fields. */
export function useTeamNames(
  initial: { name: string; nameShort: string } = { name: '', nameShort: '' },
): TeamNames {
  const [name, setName] = useState(initial.name);
  const [nameShort, setNameShort] = useState(initial.nameShort);
  const [errors, setErrors] = useState<TeamNames['errors']>({});
  return {
    name,
    nameShort,
    errors,
    setName: (value) => {
      setName(value);
      setErrors({});
      prepareFieldChecks();
    },
    setNameShort: (value) => {
      setNameShort(value);
      setErrors({});
      prepareFieldChecks();
    },
    checked: async () => {
      const { nameShortField, teamNameField } = await loadFieldChecks();
      const found = {
        name: fieldError(teamNameField, name),
        nameShort: fieldError(nameShortField, nameShort),
      };
      setErrors(found);
      if (found.name || found.nameShort) return null;
      return { name: name.trim(), name_short: nameShort.trim() };
    },
  };
}

/** `inline`: side by side where there is room (the edit form inside a team card). */
export function TeamNameFields({ names, inline = false }: { names: TeamNames; inline?: boolean }) {
  const fields = (
    <>
      <TextInput
        label={m.dashboard_myteam_team_name()}
        required
        maxLength={LIMITS.nameMax}
        value={names.name}
        error={names.errors.name}
        onChange={(event) => names.setName(event.currentTarget.value)}
        miw={inline ? 200 : undefined}
      />
      <TextInput
        label={m.dashboard_myteam_short_name()}
        maxLength={LIMITS.nameShortMax}
        description={m.dashboard_myteam_short_name_description()}
        required
        value={names.nameShort}
        error={names.errors.nameShort}
        onChange={(event) => names.setNameShort(event.currentTarget.value)}
        miw={inline ? 120 : undefined}
      />
    </>
  );
  return inline ? (
    <Group grow align="flex-start" wrap="wrap">
      {fields}
    </Group>
  ) : (
    fields
  );
}
