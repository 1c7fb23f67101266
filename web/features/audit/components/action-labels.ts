import type { AuditAction } from '../../../../common/api/audit';
import type { Role } from '../../../../common/api/enums';
import { m } from '../../../../common/i18n/messages';

/** What each kind of entry says happened, as the filter and the entries name it (called when shown). */
const ACTIONS: Record<AuditAction, () => string> = {
  'team.create': m.dashboard_audit_action_team_create,
  'team.accept': m.dashboard_audit_action_team_accept,
  'team.edit': m.dashboard_audit_action_team_edit,
  'team.delete': m.dashboard_audit_action_team_delete,
  'team.logo': m.dashboard_audit_action_team_logo,
  'team.captain': m.dashboard_audit_action_team_captain,
  'roster.accept': m.dashboard_audit_action_roster_accept,
  'roster.reject': m.dashboard_audit_action_roster_reject,
  'roster.promote': m.dashboard_audit_action_roster_promote,
  'roster.demote': m.dashboard_audit_action_roster_demote,
  'roster.remove': m.dashboard_audit_action_roster_remove,
  'roster.leave': m.dashboard_audit_action_roster_leave,
  'account.delete': m.dashboard_audit_action_account_delete,
  'account.edit': m.dashboard_audit_action_account_edit,
  'match.date': m.dashboard_audit_action_match_date,
  'match.postpone': m.dashboard_audit_action_match_postpone,
  'match.pitch': m.dashboard_audit_action_match_pitch,
  'match.referee': m.dashboard_audit_action_match_referee,
  'match.move_propose': m.dashboard_audit_action_match_move_propose,
  'match.move_accept': m.dashboard_audit_action_match_move_accept,
  'match.move_decline': m.dashboard_audit_action_match_move_decline,
  'match.move_withdraw': m.dashboard_audit_action_match_move_withdraw,
  'result.suggest': m.dashboard_audit_action_result_suggest,
  'result.accept': m.dashboard_audit_action_result_accept,
  'result.enter_final': m.dashboard_audit_action_result_enter_final,
  'result.declare_forfeit': m.dashboard_audit_action_result_declare_forfeit,
  'result.claim_no_show': m.dashboard_audit_action_result_claim_no_show,
  'result.confirm_no_show': m.dashboard_audit_action_result_confirm_no_show,
  'result.auto_accept': m.dashboard_audit_action_result_auto_accept,
  'scorers.set': m.dashboard_audit_action_scorers_set,
  'live.event': m.dashboard_audit_action_live_event,
  'live.undo': m.dashboard_audit_action_live_undo,
  'season.add': m.dashboard_audit_action_season_add,
  'season.delete': m.dashboard_audit_action_season_delete,
  'season.groups': m.dashboard_audit_action_season_groups,
  'season.matches': m.dashboard_audit_action_season_matches,
  'season.regenerate': m.dashboard_audit_action_season_regenerate,
  'season.close_group_stage': m.dashboard_audit_action_season_close_group_stage,
  'season.penalty_rule': m.dashboard_audit_action_season_penalty_rule,
  'season.auto_accept_hours': m.dashboard_audit_action_season_auto_accept_hours,
  'penalty.add': m.dashboard_audit_action_penalty_add,
  'penalty.remove': m.dashboard_audit_action_penalty_remove,
  'settings.update': m.dashboard_audit_action_settings_update,
  'pitch.add': m.dashboard_audit_action_pitch_add,
  'pitch.edit': m.dashboard_audit_action_pitch_edit,
  'pitch.remove': m.dashboard_audit_action_pitch_remove,
  'pitch.default': m.dashboard_audit_action_pitch_default,
  'board.add': m.dashboard_audit_action_board_add,
  'board.edit': m.dashboard_audit_action_board_edit,
  'board.remove': m.dashboard_audit_action_board_remove,
  'board.reorder': m.dashboard_audit_action_board_reorder,
  'details.edit': m.dashboard_audit_action_details_edit,
  'text.edit': m.dashboard_audit_action_text_edit,
  'text.restore': m.dashboard_audit_action_text_restore,
  'mail.resend': m.dashboard_audit_action_mail_resend,
};

/** The fields entries keep, named in the reader's language. */
const FIELDS: Record<string, () => string> = {
  id: m.dashboard_audit_field_id,
  attempts: m.dashboard_audit_field_attempts,
  last_error: m.dashboard_audit_field_last_error,
  failed_at: m.dashboard_audit_field_failed_at,
  name: m.dashboard_audit_field_name,
  name_short: m.dashboard_audit_field_name_short,
  accepted: m.dashboard_audit_field_accepted,
  is_active: m.dashboard_audit_field_is_active,
  logo_url: m.dashboard_audit_field_logo_url,
  captain: m.dashboard_audit_field_captain,
  main_captain: m.dashboard_audit_field_main_captain,
  role: m.dashboard_audit_field_role,
  team: m.dashboard_audit_field_team,
  members: m.dashboard_audit_field_members,
  date: m.dashboard_audit_field_date,
  kick_off: m.dashboard_audit_field_kick_off,
  proposed: m.dashboard_audit_field_proposed,
  pitch: m.dashboard_audit_field_pitch,
  slot: m.dashboard_audit_field_slot,
  referee_team: m.dashboard_audit_field_referee_team,
  referee: m.dashboard_audit_field_referee,
  score: m.dashboard_audit_field_score,
  forfeit: m.dashboard_audit_field_forfeit,
  could_not_play: m.dashboard_audit_field_could_not_play,
  unplayed: m.dashboard_audit_field_unplayed,
  shootout_winner: m.dashboard_audit_field_shootout_winner,
  final: m.dashboard_audit_field_final,
  scorers: m.dashboard_audit_field_scorers,
  event: m.dashboard_audit_field_event,
  player: m.dashboard_audit_field_player,
  minute: m.dashboard_audit_field_minute,
  suggestion: m.dashboard_audit_field_suggestion,
  not_chosen: m.dashboard_audit_field_not_chosen,
  penalty_rule: m.dashboard_audit_field_penalty_rule,
  auto_accept_hours: m.dashboard_audit_field_auto_accept_hours,
  group_stage_closed: m.dashboard_audit_field_group_stage_closed,
  unplayed_matches: m.dashboard_audit_field_unplayed_matches,
  final_results: m.dashboard_audit_field_final_results,
  missed_duties: m.dashboard_audit_field_missed_duties,
  group_matches: m.dashboard_audit_field_group_matches,
  group_weeks: m.dashboard_audit_field_group_weeks,
  duties: m.dashboard_audit_field_duties,
  reason: m.dashboard_audit_field_reason,
  registration_open: m.dashboard_audit_field_registration_open,
  address: m.dashboard_audit_field_address,
  map_url: m.dashboard_audit_field_map_url,
  default_pitch: m.dashboard_audit_field_default_pitch,
  mail: m.dashboard_audit_field_mail,
  photo: m.dashboard_audit_field_photo,
  order: m.dashboard_audit_field_order,
  version: m.dashboard_audit_field_version,
  characters: m.dashboard_audit_field_characters,
  restored_from: m.dashboard_audit_field_restored_from,
  email: m.dashboard_audit_field_email,
  phone: m.dashboard_audit_field_phone,
  street: m.dashboard_audit_field_street,
  postal_code: m.dashboard_audit_field_postal_code,
  city: m.dashboard_audit_field_city,
  register: m.dashboard_audit_field_register,
  board: m.dashboard_audit_field_board,
  content_responsible: m.dashboard_audit_field_content_responsible,
  instagram: m.dashboard_audit_field_instagram,
  match_window_months: m.dashboard_texts_detail_match_window_months,
  minimum_squad: m.dashboard_texts_detail_minimum_squad,
};

export const actionLabel = (action: AuditAction): string => ACTIONS[action]();

/** A field in the reader's language; one this list does not know, as stored but readable. */
export function fieldLabel(key: string): string {
  const label = FIELDS[key];
  if (label) return label();
  const words = key.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Roles as the team card names them (CAPTAIN covers main and co-captains). */
const ROLES: Record<Role, () => string> = {
  USER: m.dashboard_audit_role_user,
  PLAYER: m.dashboard_audit_role_player,
  CAPTAIN_PENDING: m.dashboard_audit_role_captain_pending,
  CAPTAIN: m.dashboard_audit_role_captain,
  ADMIN: m.dashboard_audit_role_admin,
};

/** A stored value that is a code (a role) in the reader's words; anything else as it is. */
export function codeLabel(key: string, value: unknown): unknown {
  if (key === 'role' && typeof value === 'string' && value in ROLES) return ROLES[value as Role]();
  return value;
}
