import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ROLES, type Role } from '../../common/api/types';
import { m } from '../../common/i18n/messages';
import { useAlert } from './alert';
import { configureApiSession, listenToStanding } from './api-client';
import { forgetAnswers, keepAnswers } from './kept-answers';
import { paths } from './paths';
import { clearKeptPages } from './pwa';
import { seasonsQueryKey, teamsQueryKey } from './query-keys';
import { endServerSession, roleFromToken, verifyToken, writeSessionCookie } from './session-token';

const STORAGE_KEY = 'session';

export interface Session {
  access_token: string;
}

interface SessionState {
  session: Session | null;
  role: Role | '';
  isAuthenticated: boolean;
  loading: boolean;
  /** The user logged out (rather than the session expiring): the dashboard guard then goes home, not to /login. */
  loggedOut: boolean;
}

interface SessionValue extends SessionState {
  signIn: (session: Session) => void;
  signOut: (reason?: 'logout') => void;
}

const signedOut: SessionState = {
  session: null,
  role: '',
  isAuthenticated: false,
  loading: false,
  loggedOut: false,
};

const SessionContext = createContext<SessionValue | null>(null);
/**
 * The session's token alone, for the queries keyed by it: when the session check ends after
 * hydration (loading -> signed out), a visitor's token stays null and the page that reads only
 * the token does not render again (on /table that re-render was a 100 ms task on a phone).
 */
const SessionTokenContext = createContext<string | null>(null);

export function readStoredSession(): Session | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (parsed && typeof parsed === 'object' && 'access_token' in parsed) {
      const token = parsed.access_token;
      if (typeof token === 'string' && token) return { access_token: token };
    }
  } catch {
    // A corrupt entry is treated like no session; verify would reject it anyway.
  }
  return null;
}

/** The state of a session in use: the role claim shapes the menu until the server says more. */
function signedInState(session: Session): SessionState {
  return {
    session,
    role: roleFromToken(session.access_token),
    isAuthenticated: true,
    loading: false,
    loggedOut: false,
  };
}

/**
 * `initialSession`: the session a page was rendered with on the server (decision 041), so the
 * first render shows the signed-in page as the HTML does instead of the frame's outlines.
 */
export function SessionProvider({
  children,
  initialSession = null,
}: {
  children: ReactNode;
  initialSession?: Session | null;
}) {
  const queryClient = useQueryClient();
  const { showAlert } = useAlert();
  const [state, setState] = useState<SessionState>(() =>
    initialSession ? signedInState(initialSession) : { ...signedOut, loading: true },
  );
  // The role and team of the last signed-in answer, as "role/team".
  const standing = useRef<string | null>(null);

  // Good news ends no session (decision 033): when an answer shows the caller's role or team
  // changed (a join request accepted, a promotion, a team accepted), every view reloads and the
  // menu follows the new role.
  useEffect(() => {
    listenToStanding(({ role, team }) => {
      const next = `${role}/${team}`;
      const before = standing.current;
      standing.current = next;
      const known = ROLES.find((value) => value === role);
      if (known)
        setState((current) =>
          current.role === known || !current.session ? current : { ...current, role: known },
        );
      if (before !== null && before !== next) void queryClient.invalidateQueries();
    });
    return () => listenToStanding(null);
  }, [queryClient]);

  const stopKeeping = useRef<(() => void) | null>(null);

  const signOut = useCallback((reason?: 'logout') => {
    standing.current = null;
    localStorage.removeItem(STORAGE_KEY);
    writeSessionCookie(null);
    // The answers kept on the device for this session go with it (kept-answers.ts).
    stopKeeping.current?.();
    stopKeeping.current = null;
    forgetAnswers();
    // And the pages and public answers the service worker kept while this user read them (decision 046).
    void clearKeptPages().catch(() => undefined);
    configureApiSession(null, null);
    setState({ ...signedOut, loggedOut: reason === 'logout' });
  }, []);

  const activate = useCallback(
    (session: Session) => {
      // A 401 on any call: the dashboard guard then sends the user to /login.
      configureApiSession(session.access_token, () => {
        signOut();
        showAlert(m.common_session_invalid(), 'error');
      });
      stopKeeping.current?.();
      stopKeeping.current = keepAnswers(queryClient, session.access_token);
      writeSessionCookie(session.access_token);
      // The page rendered on the server with this very session stays as it is.
      setState((current) =>
        current.isAuthenticated && current.session?.access_token === session.access_token
          ? current
          : signedInState(session),
      );
    },
    [signOut, showAlert, queryClient],
  );

  const signIn = useCallback(
    (session: Session) => {
      standing.current = null;
      // Whoever used this browser before, their kept answers are not this session's.
      forgetAnswers();
      localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
      activate(session);
      void queryClient.invalidateQueries({ queryKey: seasonsQueryKey });
      void queryClient.invalidateQueries({ queryKey: teamsQueryKey });
    },
    [activate, queryClient],
  );

  useEffect(() => {
    const stored = readStoredSession();
    if (!stored) {
      writeSessionCookie(null);
      setState(signedOut);
      return;
    }
    // Used at once, so the dashboard loads while verify runs: the role claim only shapes the menu,
    // the server checks every call, and a 401 or verify's "false" ends the session.
    activate(stored);
    let cancelled = false;
    void verifyToken(stored.access_token).then((valid) => {
      if (!cancelled && valid === false) signOut();
    });
    return () => {
      cancelled = true;
    };
  }, [activate, signOut]);

  useEffect(() => () => stopKeeping.current?.(), []);

  const value = useMemo(() => ({ ...state, signIn, signOut }), [state, signIn, signOut]);
  return (
    <SessionContext value={value}>
      <SessionTokenContext value={state.session?.access_token ?? null}>{children}</SessionTokenContext>
    </SessionContext>
  );
}

export function useSession(): SessionValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used inside a SessionProvider');
  return value;
}

/** The signed-in session's token, null without one (or while the stored session is being read). */
export function useSessionToken(): string | null {
  return use(SessionTokenContext);
}

/** Logout as the spec defines it: clear the session and go home (and end it on the server). */
export function useLogout(): () => void {
  const { session, signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(() => {
    if (session) void endServerSession(session.access_token);
    signOut('logout');
    void navigate(paths.home);
  }, [session, signOut, navigate]);
}
