import { List, Title } from '@mantine/core';
import { m } from '../../../../common/i18n/messages';
import { useDisciplineRules } from '../../../lib/queries/get-discipline';
import { useLogError } from '../../../lib/use-log-error';

/**
 * The discipline rules as /rules states them (docs/PRODUCT.md#discipline): how cards count, the
 * current season's numbers (an admin sets them per season), how a ban is served and what it means.
 */
export function DisciplineRules({ seasonId }: { seasonId: number | undefined }) {
  const rules = useDisciplineRules(seasonId);
  useLogError(rules.error, 'discipline rules');
  return (
    <section aria-labelledby="rules-discipline">
      <Title order={2} size="h3" id="rules-discipline" mt="xl" mb="sm">
        {m.public_rules_discipline_title()}
      </Title>
      <List spacing="sm">
        <List.Item>{m.public_rules_cards()}</List.Item>
        {rules.data && (
          <List.Item>
            {m.public_rules_bans({
              limit: rules.data.yellow_limit,
              yellow: rules.data.yellow_ban,
              yellow_red: rules.data.yellow_red_ban,
              red: rules.data.red_ban,
            })}
          </List.Item>
        )}
        <List.Item>{m.public_rules_serving()}</List.Item>
        <List.Item>{m.public_rules_suspended()}</List.Item>
      </List>
    </section>
  );
}
