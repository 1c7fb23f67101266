import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeam, buildUser, type UserRow } from '../db/factories';
import { boardMembers, pitches, seasons, teams, users } from '../db/schema';
import { expectRefusedUnchanged } from '../test/assertions';
import { TINY_PNG } from '../test/images';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Names are one line of plain text (issue 39): a line break, a tab, another control character or
 * a direction mark in any name field is refused with a 400 naming the field, and nothing is written.
 */
let t: TestApp;
let admin: UserRow;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.db, { role: 'ADMIN' });
});
afterAll(() => t.close());

const state = async () => ({
  users: await t.db.select().from(users),
  teams: await t.db.select().from(teams),
  seasons: await t.db.select().from(seasons),
  pitches: await t.db.select().from(pitches),
  board: await t.db.select().from(boardMembers),
});
const refused = (request: () => Promise<LightMyRequestResponse>, field: string, what: string) =>
  expectRefusedUnchanged(
    state,
    request,
    400,
    'invalid_field',
    `${field}: ${what} cannot contain line breaks, tabs, other control characters or text direction marks.`,
  );

/** The probe's kinds: line breaks, a tab, a bell, a C1 control and the bidirectional controls. */
const DIRTY = [
  'Paul\nMü',
  'Paul\r\nMü',
  'Paul\tMü',
  'P\u0007 Mü',
  'P\u0085 Mü',
  'Paul \u202eMü',
  'P \u2066Mü\u2069',
];

describe('name fields refuse control characters and direction marks', () => {
  it('the user name: signup and updateUserByToken', async () => {
    let n = 0;
    for (const name of DIRTY) {
      const payload = { email: `names-${++n}@example.test`, password: 'correct horse battery', name };
      await refused(
        () => t.post('/api/signup', null, { ...payload, phone: '+4915112345678' }),
        'name',
        'The name',
      );
    }
    const user = await buildUser(t.db);
    for (const name of DIRTY) {
      await refused(() => t.post('/api/updateUserByToken', user, { name }), 'name', 'The name');
    }
  });

  it('the team name and short name: createTeam and updateTeam', async () => {
    const founder = await buildUser(t.db);
    const { team, captain } = await buildTeam(t.db, { name: 'Plain Names FC', nameShort: 'PN' });
    for (const name of DIRTY) {
      await refused(
        () => t.post('/api/createTeam', founder, { name, name_short: 'NEW' }),
        'name',
        'The team name',
      );
      await refused(
        () => t.post('/api/updateTeam', captain, { team_id: team.id, name }),
        'name',
        'The team name',
      );
    }
    for (const short of ['A\nB', 'A\tB', 'A\u202eB']) {
      await refused(
        () => t.post('/api/createTeam', founder, { name: 'New Team', name_short: short }),
        'name_short',
        'The short name',
      );
      await refused(
        () => t.post('/api/updateTeam', admin, { team_id: team.id, name_short: short }),
        'name_short',
        'The short name',
      );
    }
  });

  it("the league's details, one line each: updateLeagueDetails", async () => {
    const details = {
      name: 'Hochschulliga',
      email: 'info@example.test',
      phone: '',
      street: 'Leopoldstraße 15',
      postal_code: '80802',
      city: 'München',
      register: '',
      board: 'Lena Hofmann',
      content_responsible: 'Lena Hofmann',
      instagram: '',
    };
    const sentence =
      'This field cannot contain line breaks, tabs, other control characters or text direction marks.';
    for (const field of ['name', 'board', 'content_responsible', 'street', 'phone'] as const) {
      for (const value of ['Lena\nHofmann', 'Lena\u202eHofmann']) {
        const res = await t.post('/api/updateLeagueDetails', admin, { ...details, [field]: value });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ status: false, error: `${field}: ${sentence}` });
      }
    }
  });

  it('the pitch, season and board member names', async () => {
    const pitch = { address: 'Campus', map_url: 'https://www.openstreetmap.org/' };
    const board = { role: 'Chair', mail: 'chair@example.test', photo: TINY_PNG };
    for (const name of DIRTY) {
      await refused(
        () => t.post('/api/addPitch', admin, { ...pitch, name }),
        'name',
        'The name of the pitch',
      );
      await refused(() => t.post('/api/addSeason', admin, { name }), 'name', 'The season name');
      await refused(
        () => t.post('/api/addBoardMember', admin, { ...board, name }),
        'name',
        'The name of the board member',
      );
    }
  });
});
