import type { CreateTeamAnswer } from '../common/api/types';
import { DEMO_PASSWORD } from './harness';
import { apiLogin, apiPost, dataOf, signUpConfirmed } from './helpers';

/** The password of every account these fixtures sign up. */
export const PASSWORD = 'a-long-password-1';

let counter = 0;
export const unique = (label: string) => `${label}-${Date.now()}-${counter++}`;

/**
 * Users and teams made through the API, so a journey starts from its own fresh state. `baseURL`
 * is read at each call: the server starts in beforeAll, after the test file defines these.
 */
export function teamFixtures(baseURL: () => string) {
  const post = <T>(path: string, token: string | null, body?: Record<string, unknown>) =>
    apiPost<T>(baseURL(), path, token, body);
  const login = (email: string, password = PASSWORD) => apiLogin(baseURL(), email, password);
  const userId = async (token: string) => dataOf(await post<{ id: number }>('/api/getUserByToken', token)).id;

  /** A signed-up user with a confirmed address, ready to log in. */
  async function confirmedUser(name: string): Promise<string> {
    const email = `e2e-${unique('user')}@example.test`;
    await signUpConfirmed(baseURL(), { email, password: PASSWORD, name });
    return email;
  }

  /** A new pending team: its creator is CAPTAIN_PENDING and holds the token the answer carries. */
  async function pendingTeam(label: string) {
    const email = await confirmedUser(`Carl ${label}`);
    const name = `FC ${unique(label)}`;
    const answer = dataOf(
      await post<CreateTeamAnswer>('/api/createTeam', await login(email), { name, name_short: 'E2E' }),
    );
    return { email, name, team: answer.team, token: answer.access_token };
  }

  /** An accepted team with the given players, each accepted by the captain. */
  async function acceptedTeam(label: string, playerNames: string[]) {
    const [created, ...playerEmails] = await Promise.all([
      pendingTeam(label),
      ...playerNames.map((name) => confirmedUser(name)),
    ]);
    const admin = await login('admin@demo.example', DEMO_PASSWORD);
    dataOf(
      await post('/api/acceptTeam', admin, {
        team_id: created.team.id,
        captain_id: created.team.captain?.id,
      }),
    );
    // A session of the captain's own (acceptance no longer ends the creator's, decision 033).
    const captainToken = await login(created.email);
    for (const email of playerEmails) {
      const token = await login(email);
      dataOf(await post('/api/joinTeam', token, { team_id: created.team.id }));
      dataOf(await post('/api/acceptPlayer', captainToken, { user_id: await userId(token), accept: true }));
    }
    return { ...created, captainToken, playerEmails };
  }

  return { post, login, userId, confirmedUser, pendingTeam, acceptedTeam };
}
