import type { Match, Team } from '../../../common/api/types';
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

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The two teams' earlier meetings (docs/PRODUCT.md#team-pages): the record, then each result. */
export function EarlierMeetings({ meetings, teamId, teams, seasonNames }: MeetingsProps) {
  if (meetings.length === 0) return <>First meeting</>;
  const name = (id: number | null) => (id === null ? 'TBD' : (teams.get(id)?.name ?? 'a former team'));
  const record = meetingsRecord(meetings, teamId);
  return (
    <>
      {name(teamId)}: {plural(record.wins, 'win', 'wins')}, {plural(record.draws, 'draw', 'draws')},{' '}
      {plural(record.losses, 'loss', 'losses')}
      <ul className={classes.list}>
        {meetings.map((m) => {
          const final = finalScore(m);
          return (
            <li key={m.id} lang="de">
              {seasonNames.get(m.season_id) ?? ''}, week {m.week}: {name(m.home_id)} {final?.score_home} :{' '}
              {final?.score_guest} {name(m.guest_id)}
            </li>
          );
        })}
      </ul>
    </>
  );
}
