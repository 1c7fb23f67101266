import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';
import { getLocale, m } from '../../../common/i18n/messages';

type PasswordFieldProps = Omit<
  PasswordInputProps,
  'label' | 'visible' | 'onVisibilityChange' | 'visibilityToggleButtonProps'
> & { label: string };

/**
 * Mantine leaves the show/hide toggle out of the tab order (tabIndex -1) and only lets Space press
 * it; here it is a named button in the tab order that Enter presses too, like any other button.
 */
export function PasswordField({ label, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      label={label}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        tabIndex: 0,
        // aria-pressed (set by Mantine) tells whether it is shown.
        // English says "Show password"; German keeps its nouns capitalised ("Passwort anzeigen").
        'aria-label': m.auth_show_field({ field: getLocale() === 'en' ? label.toLowerCase() : label }),
        onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          setVisible((shown) => !shown);
        },
      }}
    />
  );
}
