import type { FastifyInstance } from 'fastify';
import { noData } from '../../common/api/answers';
import {
  openedPushRequest,
  pushKeyAnswer,
  subscribePushAnswer,
  subscribePushRequest,
  unsubscribePushRequest,
} from '../../common/api/push';
import { defineRoute } from '../lib/route';
import { openedPush, pushState, subscribePush, unsubscribePush } from '../services/push';

/** Push notifications to the phone (docs/PRODUCT.md#live-match-day, decision 091). */
export async function pushRoutes(app: FastifyInstance) {
  // Reads or makes the VAPID keys now, at start, rather than on a visitor's first request.
  const { keys } = pushState(app);

  defineRoute(app, {
    method: 'GET',
    url: '/api/getPushKey',
    summary:
      "The server's VAPID public key (base64url), the applicationServerKey a browser subscribes to push with. Public",
    auth: 'none',
    answer: pushKeyAnswer,
    handler: async () => ({ public_key: keys.publicKey }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/subscribePush',
    summary:
      "Follow teams by push: the browser's PushSubscription (endpoint and keys), the team ids and the kinds of match events wanted (kickoff, goal, fulltime). Without a token a visitor's subscription; the same endpoint again replaces its teams and kinds. The endpoint must be https on public addresses (400 push_endpoint_refused); a client address makes a limited number of subscriptions per hour (429)",
    auth: 'optional',
    // Per client address, like the auth routes: a visitor has no account to count against.
    rateLimited: true,
    body: subscribePushRequest,
    answer: subscribePushAnswer,
    errors: ['push_endpoint_refused', 'push_too_many_subscriptions', 'team_not_found'],
    handler: ({ request, user, body }) => subscribePush(app, user, body, request.ip),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/unsubscribePush',
    summary:
      "Stop the pushes to a subscription endpoint (whoever subscribed it: the endpoint is the browser's secret). The same answer whether it was known",
    auth: 'none',
    rateLimited: true,
    body: unsubscribePushRequest,
    answer: noData,
    handler: ({ body }) => unsubscribePush(app, body.endpoint),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/openedPush',
    summary:
      "The service worker's word that the push of a notification item was opened: the item is read, and its mail, if not sent yet, is spared. The token is the one the push carried; a wrong one changes nothing, with the same answer",
    auth: 'none',
    rateLimited: true,
    body: openedPushRequest,
    answer: noData,
    handler: ({ body }) => openedPush(app, body.item, body.token),
  });
}
