import { Group, Select, TextInput } from '@mantine/core';
import type { CountryCode } from 'libphonenumber-js';
import { m } from '../../../common/i18n/messages';
import { LIMITS } from '../../../common/limits';
import { type PhoneValue, phoneCountryOptions } from '../../lib/phone';

interface PhoneFieldProps {
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  required?: boolean;
}

/** Country picker plus national number; toE164 in lib/phone turns the pair into the stored form. */
export function PhoneField({ value, onChange, required }: PhoneFieldProps) {
  return (
    <Group align="flex-end" gap="xs">
      <Select
        label={m.auth_country()}
        // Phones stack the two: beside the number even half a 390 px screen cut off the default
        // country in German ('+49 Deutsch…'), and at 45 % '+49 Germany' too.
        w={{ base: '100%', xs: '45%' }}
        searchable
        allowDeselect={false}
        data={phoneCountryOptions()}
        value={value.country}
        onChange={(country) => country && onChange({ ...value, country: country as CountryCode })}
        comboboxProps={{ width: 300, position: 'bottom-start' }}
      />
      <TextInput
        label={m.auth_phone()}
        type="tel"
        autoComplete="tel-national"
        flex={1}
        required={required}
        maxLength={LIMITS.phoneInputMax}
        value={value.national}
        onChange={(event) => onChange({ ...value, national: event.currentTarget.value })}
      />
    </Group>
  );
}
