import { List } from '@mantine/core';
import { getLocale, m } from '../../../../common/i18n/messages';
import { penaltyRuleText } from '../../../../common/league/penalties';
import { LIMITS } from '../../../../common/limits';
import { Markdown } from '../../../components/ui/markdown';
import { Page } from '../../../components/ui/page';
import { newestFirst } from '../../../components/ui/season-select';
import { detailValues, textIn, useLeagueDetails, useLeagueText } from '../../../lib/queries/get-league-texts';
import { useSeasonList } from '../../../lib/queries/get-season';
import { useLogError } from '../../../lib/use-log-error';
import { DisciplineRules } from '../components/discipline-rules';

/** Functions, so each rule is read in the language of the render. */
const rules: readonly (() => string)[] = [
  m.public_rules_one_captain,
  () => m.public_rules_team_size({ min: LIMITS.minTeamSize }),
  m.public_rules_groups,
  m.public_rules_points,
  m.public_rules_ranking,
  m.public_rules_knockout,
  m.public_rules_format,
  m.public_rules_referees,
  m.public_rules_unplayed,
  m.public_rules_cannot_play,
];

export function RulesPage() {
  const seasons = useSeasonList();
  const details = useLeagueDetails();
  const intro = useLeagueText('rules_intro');
  useLogError(seasons.error, 'seasons');
  useLogError(intro.error, 'rules introduction');
  // The penalty rule is set per season; the current (newest) season's rule applies, else the default.
  const newest = newestFirst(seasons.data ?? [])[0];
  const penaltyRule = newest?.penalty_rule ?? 'credits';

  return (
    <Page title={m.common_title_rules()} size="md">
      {/* The introduction is the admins' text; the rules below come from the season (decision 043). */}
      {intro.data && (
        <Markdown
          source={textIn(intro.data, getLocale()).body}
          values={detailValues(details.data)}
          topLevel={2}
        />
      )}
      <List spacing="sm">
        {rules
          .map((rule) => rule())
          .map((text) => (
            <List.Item key={text}>{text}</List.Item>
          ))}
        {!seasons.isPending && <List.Item>{penaltyRuleText(penaltyRule)}</List.Item>}
      </List>
      <DisciplineRules seasonId={newest?.id} />
    </Page>
  );
}
