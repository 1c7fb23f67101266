import { SimpleGrid } from '@mantine/core';
import type { Season } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import {
  closeGroupStageRefusal,
  createMatchesRefusal,
  drawGroupsRefusal,
  type SeasonProgress,
  seasonProgress,
} from '../../../../common/league/season-steps';
import { LIMITS } from '../../../../common/limits';
import { LEAGUE_VIEWS, useAction } from '../../../lib/use-action';
import { closeGroupStage } from '../api/close-group-stage';
import { createGroups } from '../api/create-groups';
import { createMatches } from '../api/create-matches';
import { deleteSeason } from '../api/delete-season';
import { regenerateTables } from '../api/regenerate-tables';
import { AddSeasonForm } from './add-season-form';
import { DrawCandidates } from './draw-candidates';
import { SeasonActionForm } from './season-action-form';

const hasGroups = (season: Season) => season.groups.length > 0;
/** The seasons a step would not refuse. */
const openFor = (refusal: (progress: SeasonProgress) => string | null) => (season: Season) =>
  refusal(seasonProgress(season)) === null;

/** The season steps of docs/PRODUCT.md#screens: add, draw, create matches, close, regenerate, delete. */
export function SeasonSteps({ seasons }: { seasons: Season[] }) {
  // A pending state per form, so only the form whose call runs shows a spinner.
  const groupsAction = useAction(LEAGUE_VIEWS);
  const matchesAction = useAction(LEAGUE_VIEWS);
  const deleteAction = useAction(LEAGUE_VIEWS);
  const regenerateAction = useAction(LEAGUE_VIEWS);
  const closeAction = useAction(LEAGUE_VIEWS);
  const seasonName = (id: number) => seasons.find((season) => season.id === id)?.name;

  return (
    // Cards keep their own height rather than stretching to the tallest of their row.
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
      <AddSeasonForm />
      <SeasonActionForm
        title={m.dashboard_seasons_groups_title()}
        description={m.dashboard_seasons_groups_intro({ min: LIMITS.minTeamSize })}
        seasons={seasons.filter(openFor(drawGroupsRefusal))}
        emptyText={m.dashboard_seasons_groups_empty()}
        actionLabel={m.dashboard_seasons_groups_title()}
        pending={groupsAction.pending}
        onRun={(id) =>
          groupsAction.run(() => createGroups(id), {
            success: m.dashboard_seasons_groups_done(),
            subject: seasonName(id),
            failure: m.dashboard_seasons_groups_failed(),
          })
        }
        details={<DrawCandidates />}
      />
      <SeasonActionForm
        title={m.dashboard_seasons_matches_title()}
        description={m.dashboard_seasons_matches_intro()}
        seasons={seasons.filter(openFor(createMatchesRefusal))}
        emptyText={m.dashboard_seasons_matches_empty()}
        actionLabel={m.dashboard_seasons_matches_title()}
        pending={matchesAction.pending}
        onRun={(id) =>
          matchesAction.run(() => createMatches(id), {
            success: m.dashboard_seasons_matches_done(),
            subject: seasonName(id),
            failure: m.dashboard_seasons_matches_failed(),
          })
        }
      />
      <SeasonActionForm
        title={m.dashboard_seasons_close_title()}
        description={m.dashboard_seasons_close_intro()}
        seasons={seasons.filter(openFor(closeGroupStageRefusal))}
        emptyText={m.dashboard_seasons_close_empty()}
        actionLabel={m.dashboard_seasons_close_title()}
        confirm={{
          title: m.dashboard_seasons_close_title(),
          message: (season) => m.dashboard_seasons_close_question({ season: season.name }),
        }}
        pending={closeAction.pending}
        onRun={(id) =>
          closeAction.run(() => closeGroupStage(id), {
            success: m.dashboard_seasons_close_done(),
            subject: seasonName(id),
            failure: m.dashboard_seasons_close_failed(),
          })
        }
      />
      <SeasonActionForm
        title={m.dashboard_seasons_regenerate_title()}
        description={m.dashboard_seasons_regenerate_intro()}
        seasons={seasons.filter(hasGroups)}
        emptyText={m.dashboard_seasons_regenerate_empty()}
        actionLabel={m.dashboard_seasons_regenerate_title()}
        confirm={{
          title: m.dashboard_seasons_regenerate_title(),
          message: (season) => m.dashboard_seasons_regenerate_question({ season: season.name }),
        }}
        pending={regenerateAction.pending}
        onRun={(id) =>
          regenerateAction.run(() => regenerateTables(id), {
            success: m.dashboard_seasons_regenerate_done(),
            subject: seasonName(id),
            failure: m.dashboard_seasons_regenerate_failed(),
          })
        }
      />
      <SeasonActionForm
        title={m.dashboard_seasons_delete_title()}
        description={m.dashboard_seasons_delete_intro()}
        seasons={seasons}
        emptyText={m.dashboard_seasons_none()}
        actionLabel={m.dashboard_seasons_delete_title()}
        confirm={{
          title: m.dashboard_seasons_delete_title(),
          message: (season) => m.dashboard_seasons_delete_question({ season: season.name }),
          danger: true,
        }}
        pending={deleteAction.pending}
        onRun={(id) =>
          deleteAction.run(() => deleteSeason(id), {
            success: m.dashboard_seasons_deleted(),
            subject: seasonName(id),
            failure: m.dashboard_seasons_delete_failed(),
          })
        }
      />
    </SimpleGrid>
  );
}
