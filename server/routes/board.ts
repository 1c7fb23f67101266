import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { boardMemberAdminAnswer, noData } from '../../common/api/answers';
import {
  addBoardMemberRequest,
  boardMemberRequest,
  reorderBoardMembersRequest,
  sessionRequest,
  updateBoardMemberRequest,
} from '../../common/api/requests';
import { defineRoute } from '../lib/route';
import {
  addBoardMember,
  listBoardMembers,
  removeBoardMember,
  reorderBoardMembers,
  updateBoardMember,
} from '../services/board';

/** The board on Meet the Team, managed by admins (docs/PRODUCT.md#board); the public read is getBoardMembers. */
export async function boardRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/listBoardMembers',
    summary: 'The board members in their order, with their ids (admin)',
    auth: 'user',
    body: sessionRequest,
    answer: z.array(boardMemberAdminAnswer),
    errors: ['board_not_allowed'],
    handler: ({ user }) => listBoardMembers(app, user),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/addBoardMember',
    summary:
      'Add a board member at the end: name, role, mail and a photo checked and scaled like a logo (admin)',
    auth: 'user',
    body: addBoardMemberRequest,
    answer: boardMemberAdminAnswer,
    errors: ['board_not_allowed', 'image_too_large', 'invalid_image'],
    handler: ({ user, body }) => addBoardMember(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/updateBoardMember',
    summary: "Change a board member's name, role, mail and, when given, photo (admin)",
    auth: 'user',
    body: updateBoardMemberRequest,
    answer: boardMemberAdminAnswer,
    errors: ['board_member_not_found', 'board_not_allowed', 'image_too_large', 'invalid_image'],
    handler: ({ user, body }) => updateBoardMember(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/removeBoardMember',
    summary: 'Remove a board member and the photo (admin)',
    auth: 'user',
    body: boardMemberRequest,
    answer: noData,
    errors: ['board_member_not_found', 'board_not_allowed'],
    handler: ({ user, body }) => removeBoardMember(app, user, body.board_member_id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/reorderBoardMembers',
    summary: 'Put the board members in a new order: ids names every member once (admin)',
    auth: 'user',
    body: reorderBoardMembersRequest,
    answer: z.array(boardMemberAdminAnswer),
    errors: ['board_not_allowed', 'reorder_incomplete'],
    handler: ({ user, body }) => reorderBoardMembers(app, user, body.ids),
  });
}
