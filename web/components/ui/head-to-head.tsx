import type { Match, Team } from '../../../common/api/types';
import { m } from '../../../common/i18n/messages';
import { finalScore } from '../../../common/league/form';
import { meetingsRecord } from '../../../common/league/head-to-head';
import classes from './head-to-head.module.css';

interface MeetingsProps {
  /** earlierMeetings of the match, newest first. */
  meetings: readonly Match[];
  /** Whose record the summary gives. */
  teamId: number;
  teams: ReadonlyMap<number, Team>;
  seasonNames: ReadonlyMap<number, string>;
}

/** The two teams' earlier meetings (docs/PRODUCT.md#team-pages): the record, then each result. */
export function EarlierMeetings({ meetings, teamId, teams, seasonNames }: MeetingsProps) {
  if (meetings.length === 0) return <>{m.public_meetings_first()}</>;
  const name = (id: number | null) =>
    id === null ? m.public_tbd() : (teams.get(id)?.name ?? m.public_former_team());
  const record = meetingsRecord(meetings, teamId);
  return (
    <>
      {m.public_meetings_record({ team: name(teamId), ...record })}
      <ul className={classes.list}>
        {meetings.map((meeting) => {
          const final = finalScore(meeting);
          return (
            <li key={meeting.id}>
              {m.public_meetings_line({
                season: seasonNames.get(meeting.season_id) ?? '',
                week: meeting.week,
                home: name(meeting.home_id),
                home_goals: final?.score_home ?? '',
                guest_goals: final?.score_guest ?? '',
                guest: name(meeting.guest_id),
              })}
            </li>
          );
        })}
      </ul>
    </>
  );
}
