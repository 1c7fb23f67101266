import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { LANGUAGE_NAMES, type Locale } from '../../../common/i18n/locale';
import { getLocale, m } from '../../../common/i18n/messages';
import { switchLocale } from '../../lib/language';
import { useSession } from '../../lib/session';

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
