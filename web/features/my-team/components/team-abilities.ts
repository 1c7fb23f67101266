import type { Team } from '../../../../common/api/types';
import type { User } from '../../../lib/queries/get-user-by-token';
import type { TeamAbilities } from './team-card';

/** What docs/PRODUCT.md#roles lets each role do with a team (the UI hides the rest). */
export function teamAbilities(user: User, team: Team): TeamAbilities {
  const mainCaptain = team.captain?.id === user.id;
  const none: TeamAbilities = {
    showIds: false,
    manageRoster: false,
    promote: false,
    edit: false,
    editStatus: false,
    delete: false,
    leave: false,
  };
  switch (user.role) {
    case 'ADMIN':
      return {
        ...none,
        showIds: true,
        manageRoster: true,
        promote: true,
        edit: true,
        editStatus: true,
        delete: true,
      };
    case 'CAPTAIN':
      // Co-captains may leave; the main captain hands over or deletes instead.
      return { ...none, manageRoster: true, promote: mainCaptain, edit: true, leave: !mainCaptain };
    case 'CAPTAIN_PENDING':
      return { ...none, delete: mainCaptain };
    case 'PLAYER':
      return { ...none, leave: true };
    default:
      return none;
  }
}
