import type { AddressInfo } from 'node:net';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionPaths } from '../../../common/api/links';
import type { MatchDateProposal } from '../../../common/api/match-moves';
import { buildUser, type UserRow } from '../../db/factories';
import { ManualClock } from '../../lib/clock';
import { nth, okData } from '../../test/assertions';
import { availabilityAlreadyAsked } from '../../test/availability-asked';
import { ids, notificationItems, recipients } from '../../test/notification-items';
import { smtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';
import { flushOutbox } from '../mail/worker';
import { runScheduledWork } from '../scheduler';

/** Who is told what when a match moves by consent (docs/PRODUCT.md#notifications, decision 035). */

const received: string[] = [];
let smtp: SMTPServer;
let t: TestApp;
const clock = new ManualClock(new Date('2026-05-04T10:00:00Z'));
let admin: UserRow;

beforeAll(async () => {
  smtp = smtpSink(received);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  t = await createTestApp({ smtpUrl, appUrl: 'https://league.example' }, { clock });
  admin = await buildUser(t.db, { role: 'ADMIN' });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const HOUR = 3600 * 1000;
const fromNow = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);

const { queued, matchWorld } = notificationItems(() => t);
/** In two days, ref1's player appointed in slot 1 and slot 2 without a referee. */
const world = () => matchWorld(fromNow(48), { appointed: true });

const propose = async (user: UserRow, matchId: number, hours: number) =>
  okData<MatchDateProposal>(
    await t.post('/api/proposeMatchDate', user, { match_id: matchId, date: fromNow(hours).toISOString() }),
  );

describe('moving a match by consent', () => {
  it('a proposal goes to the captains of both teams: the other side is asked to answer', async () => {
    const w = await world();
    let proposal: MatchDateProposal | undefined;
    const items = await queued(async () => {
      proposal = await propose(w.home.coCaptain, w.match.id, 72);
    });
    expect(recipients(items)).toEqual(ids(w.home.captain, w.guest.captain, w.guest.coCaptain));
    for (const item of items) {
      expect(item.group).toBe('dates');
      expect(item.title).toMatch(
        new RegExp(`^${w.home.name} proposes to move ${w.pairing} to .+ Munich time\\.$`),
      );
      expect(item.body).toMatch(/^Kick-off now: .+ Munich time\nProposed: .+ Munich time\n/);
      expect(item.path).toBe(actionPaths.match(w.match.id));
    }
    const toGuest = items.find((i) => i.userId === w.guest.captain.id);
    expect(toGuest?.body).toContain(`Proposed by ${w.home.coCaptain.name} (${w.home.name}).`);
    expect(toGuest?.body).toMatch(/Accept or decline it on Matches before .+ Munich time; until then/);
    expect(items.find((i) => i.userId === w.home.captain.id)?.body).toContain(
      "The other team's captains accept or decline it.",
    );

    // Accepted: the date change's item to both teams' captains and the appointed referee, and the
    // referee teams' captains, who appoint the referees; not to the one accepting.
    const accepted = await queued(async () =>
      okData(
        await t.post('/api/answerMatchDateProposal', w.guest.captain, {
          proposal_id: proposal?.id,
          accept: true,
        }),
      ),
    );
    expect(recipients(accepted)).toEqual(
      ids(
        w.home.captain,
        w.home.coCaptain,
        w.guest.coCaptain,
        w.ref1.player,
        w.ref1.captain,
        w.ref1.coCaptain,
        w.ref2.captain,
        w.ref2.coCaptain,
      ),
    );
    for (const item of accepted) expect(item.group).toBe('dates');
    expect(accepted.find((i) => i.userId === w.home.captain.id)?.title).toMatch(
      new RegExp(`^${w.pairing} is moved to `),
    );
    const toRefereeCaptain = accepted.find((i) => i.userId === w.ref2.captain.id);
    expect(toRefereeCaptain?.title).toMatch(
      new RegExp(`^${w.pairing}, which ${w.ref2.name} referees, is moved to `),
    );
    expect(toRefereeCaptain?.body).toContain(`Proposal accepted by ${w.guest.captain.name}.`);
    expect(toRefereeCaptain?.path).toBe(actionPaths.refereeing(w.match.id));
  });

  it('a decline or a withdrawal goes to the captains of both teams, the match keeping its kick-off', async () => {
    const w = await world();
    const first = await propose(w.guest.captain, w.match.id, 30);
    const declined = await queued(async () =>
      okData(await t.post('/api/answerMatchDateProposal', admin, { proposal_id: first.id, accept: false })),
    );
    expect(recipients(declined)).toEqual(
      ids(w.home.captain, w.home.coCaptain, w.guest.captain, w.guest.coCaptain),
    );
    expect(nth(declined, 0).title).toMatch(new RegExp(`^The move of ${w.pairing} to .+ is declined\\.$`));
    expect(nth(declined, 0).body).toMatch(/^The match keeps its kick-off: .+ Munich time\.\nDeclined by /);

    const second = await propose(w.guest.captain, w.match.id, 31);
    const withdrawn = await queued(async () =>
      okData(await t.post('/api/withdrawMatchDateProposal', w.guest.coCaptain, { proposal_id: second.id })),
    );
    expect(recipients(withdrawn)).toEqual(ids(w.home.captain, w.home.coCaptain, w.guest.captain));
    expect(nth(withdrawn, 0).title).toMatch(
      new RegExp(`^The proposal to move ${w.pairing} to .+ is withdrawn\\.$`),
    );
    expect(nth(withdrawn, 0).body).toContain(`Withdrawn by ${w.guest.coCaptain.name}.`);
  });

  it('mails the proposal to those who keep Match dates on, not to those who switched it off', async () => {
    const w = await world();
    okData(await t.post('/api/updateNotificationSettings', w.guest.captain, { dates: false }));
    await availabilityAlreadyAsked(t.db, [w.match.id]);
    await propose(w.home.captain, w.match.id, 72);
    clock.advance(1);
    await runScheduledWork(t.app);
    await flushOutbox(t.app);
    const to = (user: UserRow) => received.filter((raw) => raw.includes(`To: ${user.mail}`));
    expect(to(w.guest.captain)).toHaveLength(0);
    const [mail] = to(w.guest.coCaptain);
    // The subject holds the en dash of the pairing, so it travels encoded (RFC 2047).
    expect(mail).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(mail).toContain(`${w.home.name} proposes to move`);
  });
});
