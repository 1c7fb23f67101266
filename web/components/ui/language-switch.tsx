import { Card, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { isLocale, LANGUAGE_NAMES, type Locale, locales } from '../../../common/i18n/locale';
import { getLocale, m } from '../../../common/i18n/messages';
import { switchLocale } from '../../lib/language';
import { useSession } from '../../lib/session';
import { SegmentedChoice } from './segmented-choice';

/** The language the switch offers: the other one (the site has two). */
const otherLocale = (locale: Locale): Locale => (locale === 'de' ? 'en' : 'de');

/**
 * One button that switches the site to the other language, named in that language ("Deutsch" on
 * an English page). It stores the choice on this browser and, when someone is logged in, with
 * the account, then reloads the page in it (docs/decisions/031-german-and-english.md).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { isAuthenticated } = useSession();
  const [busy, setBusy] = useState(false);
  const target = otherLocale(getLocale());
  const name = LANGUAGE_NAMES[target];
  return (
    <UnstyledButton
      className={className}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void switchLocale(target, isAuthenticated);
      }}
    >
      {/* Read as "Language: Deutsch", each part in its own language. */}
      <VisuallyHidden>{m.common_language()}: </VisuallyHidden>
      <span lang={target}>{name}</span>
    </UnstyledButton>
  );
}

/**
 * Settings' language card: both languages, each named in itself; choosing one stores it with the
 * account and on this browser and reloads the page in it.
 */
export function LanguageCard() {
  const { isAuthenticated } = useSession();
  const [busy, setBusy] = useState(false);
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} size="h4" mb="xs" id="language-title">
        {m.common_language()}
      </Title>
      <Text mb="md">{m.common_language_intro()}</Text>
      <SegmentedChoice
        labelledBy="language-title"
        value={getLocale()}
        disabled={busy}
        data={locales.map((locale) => ({
          value: locale,
          label: <span lang={locale}>{LANGUAGE_NAMES[locale]}</span>,
        }))}
        onChange={(value) => {
          if (!isLocale(value) || value === getLocale()) return;
          setBusy(true);
          void switchLocale(value, isAuthenticated);
        }}
      />
    </Card>
  );
}
