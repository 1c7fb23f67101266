import type { FastifyInstance } from 'fastify';
import { sessionRequest } from '../../common/api/requests';
import { todosAnswer } from '../../common/api/todos';
import { defineRoute } from '../lib/route';
import { getTodos } from '../services/todos';

/** The to-do list (docs/PRODUCT.md#to-do). */
export async function todoRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/getTodos',
    summary:
      "What needs the caller now, most urgent first: each item's kind, one sentence, the match, team or user it is about and its kick-off or deadline",
    auth: 'user',
    body: sessionRequest,
    answer: todosAnswer,
    handler: ({ user }) => getTodos(app, user),
  });
}
