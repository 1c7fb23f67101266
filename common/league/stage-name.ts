import type { Locale } from '../i18n/locale';
import { getLocale, m } from '../i18n/messages';

/**
 * A stage code as people say it: 'GROUP1' -> 'Group 1', 'QUARTERFINAL2' -> 'Quarter-final 2',
 * 'FINAL', 'PLACE3' -> 'Final', 'Third place' ('Gruppe 1', 'Viertelfinale 2', 'Finale', 'Spiel um
 * Platz 3'). The one formatter for pages, the audit log and mails; a code of no known form as it is.
 */
export function stageName(stage: string, locale: Locale = getLocale()): string {
  const number = stage.replace(/^\D+/, '');
  if (/^GROUP\d+$/.test(stage)) return m.public_stage_group({ number }, { locale });
  if (/^QUARTERFINAL\d+$/.test(stage)) return m.public_stage_quarterfinal({ number }, { locale });
  if (/^SEMIFINAL\d+$/.test(stage)) return m.public_stage_semifinal({ number }, { locale });
  if (stage === 'FINAL') return m.public_stage_final({}, { locale });
  if (stage === 'PLACE3') return m.public_stage_place3({}, { locale });
  return stage;
}
