import type { FastifyInstance, FastifyReply } from 'fastify';
import { accountUserAnswer, loginAnswer, noData, verifyAnswer } from '../../common/api/answers';
import { sessionUserAnswer } from '../../common/api/eligibility';
import {
  emailRequest,
  loginRequest,
  resetPasswordRequest,
  sessionRequest,
  signupRequest,
  updateUserRequest,
  verifyRequest,
} from '../../common/api/requests';
import { getLocale } from '../../common/i18n/messages';
import { defineRoute } from '../lib/route';
import { presentSessionUser } from '../presenters/user';
import {
  deleteAccount,
  isKnownDeviceLogin,
  login,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signup,
  updateProfile,
} from '../services/accounts';
import { endSession, userForToken } from '../services/auth';
import { confirmationLinkState, confirmedPath } from '../services/confirmation-link';
import { deviceSetCookie, deviceTokenFrom, signDeviceToken } from '../services/device-cookie';
import { isUserEligible } from '../services/eligibility';
import { leagueChecks } from '../services/league-checks';
import { termsAccepted } from '../services/participation-terms';

/** Sign-up, confirmation, login, sessions, passwords and account deletion (docs/PRODUCT.md#api). */
export async function authRoutes(app: FastifyInstance) {
  const secureCookies = app.config.appUrl.startsWith('https:');
  /** This browser now knows the account's password: it gets a lock of its own (decision 018). */
  // Returns nothing: a reply is thenable, and awaiting it would wait for its own sending.
  const setDeviceCookie = async (reply: FastifyReply, userId: number): Promise<void> => {
    const token = await signDeviceToken(app.config.jwtSecret, userId);
    reply.header('Set-Cookie', deviceSetCookie(token, secureCookies));
  };

  defineRoute(app, {
    method: 'POST',
    url: '/api/signup',
    summary:
      "Create an account (role USER) and mail a confirmation link valid for 24 h; the account's language is the request's (the lang cookie, else Accept-Language)",
    auth: 'none',
    rateLimited: true,
    body: signupRequest,
    answer: noData,
    errors: ['user_exists'],
    handler: async ({ body }) => {
      // The language the person signed up in: their mails and, after login, the site speak it.
      await signup(app, { ...body, language: getLocale() });
      return null;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/confirm',
    summary:
      'Confirmation link from the mail; changes nothing (mail scanners open links): redirects to its page, /mail/confirm, whose button confirms; to /login?confirmed=2 when the address is confirmed already, =0 when invalid',
    auth: 'none',
    rateLimited: true,
    answer: 'redirect',
    handler: async ({ reply, query }) => {
      const token = query.token ?? '';
      const { state } = await confirmationLinkState(app.db, token);
      return reply.redirect(
        state === 'open' ? `/mail/confirm?token=${encodeURIComponent(token)}` : confirmedPath(state),
      );
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/login',
    summary:
      'Log in; data.session holds access_token and the user. Sets the league_device cookie: failed logins from a browser that logged in before count against it, not against the account',
    auth: 'none',
    rateLimited: true,
    rateLimitExempt: (request) => isKnownDeviceLogin(app, request),
    body: loginRequest,
    answer: loginAnswer,
    errors: ['email_not_confirmed', 'invalid_credentials', 'too_many_logins'],
    handler: async ({ request, reply, body }) => {
      const session = await login(app, body.email, body.password, deviceTokenFrom(request));
      // The answer carries the access token: no cache may keep it.
      reply.header('Cache-Control', 'no-store');
      await setDeviceCookie(reply, session.user.id);
      return { session };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/verify',
    summary: 'Whether an access token is still valid: data.status (never a 401)',
    auth: 'none',
    // Every page load with a stored session calls it: counted against no login budget (decision 052).
    body: verifyRequest,
    answer: verifyAnswer,
    handler: async ({ request, body }) => ({
      status: body.token ? (await userForToken(request, body.token)) !== null : false,
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/logout',
    summary: "End this session: its token is refused from now on (the account's other sessions live on)",
    auth: 'user',
    body: sessionRequest,
    answer: noData,
    handler: async ({ user }) => {
      await endSession(app.db, user);
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/getUserByToken',
    summary: 'The logged-in user',
    auth: 'user',
    body: sessionRequest,
    answer: sessionUserAnswer,
    handler: async ({ user }) => {
      const checks = await leagueChecks(app);
      return presentSessionUser(
        user,
        checks.eligibility ? await isUserEligible(app.db, user.id) : true,
        checks.terms ? await termsAccepted(app.db, user.id) : true,
      );
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/updateUserByToken',
    summary:
      "Change own name, phone and/or language ('en', 'de', null = the browser's); returns the updated user",
    auth: 'user',
    body: updateUserRequest,
    answer: accountUserAnswer,
    handler: async ({ user, body }) =>
      updateProfile(app, user, { name: body.name, phone: body.phone, language: body.language }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/resendverification',
    summary: 'Mail a new confirmation link to an unconfirmed account; same answer for any address',
    auth: 'none',
    rateLimited: true,
    body: emailRequest,
    answer: noData,
    // The mail work runs after the answer, so its time does not tell whether the address has an account.
    handler: async ({ body }) => {
      app.afterAnswer.run(() => resendVerification(app, body.email));
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/requestPasswordReset',
    summary: 'Mail a password-reset link valid for 1 h; same answer for any address',
    auth: 'none',
    rateLimited: true,
    body: emailRequest,
    answer: noData,
    // The mail work runs after the answer, so its time does not tell whether the address has an account.
    handler: async ({ body }) => {
      app.afterAnswer.run(() => requestPasswordReset(app, body.email));
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/resetPassword',
    summary:
      'Set a new password with a reset link token, or with a session token and current_password (Change Password; wrong: 400 naming current_password, 5 tries per 15 minutes); ends every session and makes this browser a known device (league_device)',
    // Not 'user': the token may be a reset link token, which is no session.
    auth: 'none',
    rateLimited: true,
    body: resetPasswordRequest,
    answer: noData,
    errors: ['reset_link_invalid', 'session_expired', 'wrong_current_password'],
    handler: async ({ request, reply, body }) => {
      // The answer sets the device cookie: no cache may keep it.
      reply.header('Cache-Control', 'no-store');
      await setDeviceCookie(reply, await resetPassword(request, body));
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/deleteAccount',
    summary: 'Delete own account (a main captain must hand over a team with members first)',
    auth: 'user',
    rateLimited: true,
    body: sessionRequest,
    answer: noData,
    errors: ['hand_over_team_first'],
    handler: async ({ user }) => {
      await deleteAccount(app, user);
      return null;
    },
  });
}
