import { List, Text } from '@mantine/core';
import { penaltyRuleText } from '../../../../common/league/penalties';
import { LIMITS } from '../../../../common/limits';
import { Page } from '../../../components/ui/page';
import { newestFirst } from '../../../components/ui/season-select';
import { useSeasons } from '../../../lib/queries/get-seasons';
import { useLogError } from '../../../lib/use-log-error';

const rules = [
  'One captain per team.',
  `At least ${LIMITS.minTeamSize} players are needed to register a team; there is no upper limit.`,
  'There are two randomly drawn groups, each with a single round-robin.',
  'A win gives 3 points, a draw 1, a loss 0.',
  'Ranking is by points, then goal difference, then goals scored, then fewest goals conceded.',
  'The top four of each group go to a knockout stage.',
  'Matches are 11 vs 11 for 90 minutes, with free substitutions.',
  'Two neutral referees per match, assigned by the captains.',
  'An unplayed match counts as a 0:0 draw.',
  'A team that cannot play in its scheduled week loses 0:3.',
];

export function RulesPage() {
  const seasons = useSeasons();
  useLogError(seasons.error, 'seasons');
  // The penalty rule is set per season; the current (newest) season's rule applies, else the default.
  const penaltyRule = newestFirst(seasons.data ?? [])[0]?.penalty_rule ?? 'credits';

  return (
    <Page title="Rules" size="md">
      <Text mb="md">The rules of the Munich University League:</Text>
      <List spacing="sm">
        {rules.map((text) => (
          <List.Item key={text}>{text}</List.Item>
        ))}
        {!seasons.isPending && <List.Item>{penaltyRuleText(penaltyRule)}</List.Item>}
      </List>
    </Page>
  );
}
