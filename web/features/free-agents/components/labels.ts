import type { Position, Weekday } from '../../../../common/api/free-agents';
import { m } from '../../../../common/i18n/messages';

/** Positions and weekdays as the page says them, in the reader's language. */
export const POSITION_LABELS: Record<Position, () => string> = {
  goalkeeper: () => m.dashboard_free_agents_goalkeeper(),
  defender: () => m.dashboard_free_agents_defender(),
  midfielder: () => m.dashboard_free_agents_midfielder(),
  forward: () => m.dashboard_free_agents_forward(),
};

export const WEEKDAY_LABELS: Record<Weekday, () => string> = {
  mon: () => m.dashboard_free_agents_mon(),
  tue: () => m.dashboard_free_agents_tue(),
  wed: () => m.dashboard_free_agents_wed(),
  thu: () => m.dashboard_free_agents_thu(),
  fri: () => m.dashboard_free_agents_fri(),
  sat: () => m.dashboard_free_agents_sat(),
  sun: () => m.dashboard_free_agents_sun(),
};
