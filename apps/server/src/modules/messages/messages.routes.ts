import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '@fairhub/shared/problem';
import {
  blockStateSchema,
  conversationDetailSchema,
  conversationListSchema,
  markReadSchema,
  messagePageSchema,
  messageSchema,
  messagesQuerySchema,
  readStateSchema,
  sendMessageSchema,
  startConversationSchema,
} from '@fairhub/shared/messages';
import type { AppContext } from '../../context.ts';
import { authOf } from '../../plugins/auth.ts';
import { uidParams } from '../../lib/route-params.ts';
import { block, getConversation, getConversations, getMessages, markRead, sendMessage, startConversation, unblock } from './messages.service.ts';
import { pushNewMessage } from '../push/push.service.ts';

const security = [{ bearer: [] }];
const problems = { 400: problemSchema, 401: problemSchema, 404: problemSchema };
const userParams = z.object({ userUid: uidParams.shape.uid });

/**
 * Conversations between two people, their messages, read pointers and blocks (docs/decisions.md
 * "Messages"). Any signed-in person; a conversation that is not the caller's is not found (404).
 */
export async function messagesRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['messages'];

  api.get(
    '/conversations',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary:
          'The caller’s conversations with at least one message, newest activity first: the other person (or "Deleted user"), the last message, unread count, blocked',
        security,
        response: { 200: conversationListSchema, 401: problemSchema },
      },
    },
    async (request) => getConversations(ctx, authOf(request)),
  );

  api.post(
    '/conversations',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary:
          'The pair’s one conversation: 200 when it exists, 201 when created (racing requests meet at the unique pair index). 403 may_not_write; 422 self_conversation, blocked_by_you, recipient_has_no_company (the person has no company, so no panel: reachable once they join or create one); 400 no_company for a caller without a company; 429 conversation_limit (20 new a day) with Retry-After',
        security,
        body: startConversationSchema,
        response: { 200: conversationDetailSchema, 201: conversationDetailSchema, ...problems, 403: problemSchema, 422: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      const { created, conversation } = await startConversation(ctx, authOf(request), request.body.userUid);
      return reply.status(created ? 201 : 200).send(conversation);
    },
  );

  api.get(
    '/conversations/:uid',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary:
          'One conversation: the other person, unread count, the events both take part in as approved participants, their coming accepted and pending meetings (soonest first, at most 3), and whether the caller may write',
        security,
        params: uidParams,
        response: { 200: conversationDetailSchema, ...problems },
      },
    },
    async (request) => getConversation(ctx, authOf(request), request.params.uid),
  );

  api.get(
    '/conversations/:uid/messages',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary: 'Messages oldest first: the newest `limit` (1–100, default 50), or those before the message `before`; hasOlder; the other side’s read pointer',
        security,
        params: uidParams,
        querystring: messagesQuerySchema,
        response: { 200: messagePageSchema, ...problems },
      },
    },
    async (request) => getMessages(ctx, authOf(request), request.params.uid, request.query),
  );

  api.post(
    '/conversations/:uid/messages',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary:
          'Send plain text (trimmed, 1–5,000 characters): 201; a retry with the same clientMessageId answers the original with 200, the same id with another text 409 client_message_id_reused. 403 may_not_write; 422 blocked_by_you, recipient_deleted, recipient_has_no_company (the other left their company: no panel to answer in); 400 no_company for a caller without a company; 429 message_limit (30 a minute) with Retry-After',
        security,
        params: uidParams,
        body: sendMessageSchema,
        response: { 200: messageSchema, 201: messageSchema, ...problems, 403: problemSchema, 409: problemSchema, 422: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const { created, message } = await sendMessage(ctx, auth, request.params.uid, request.body);
      // Committed: the recipient's devices get a push notification (modules/push; nothing when push is off).
      if (created)
        void pushNewMessage({ db: ctx.db, config: ctx.config, log: request.log }, auth.userId, {
          conversationUid: message.conversationUid,
          body: message.body,
        });
      return reply.status(created ? 201 : 200).send(message);
    },
  );

  api.post(
    '/conversations/:uid/read',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary: 'Mark read up to a message: the caller’s pointer only rises (parallel calls leave the highest); answers the pointer and what stays unread',
        security,
        params: uidParams,
        body: markReadSchema,
        response: { 200: readStateSchema, ...problems },
      },
    },
    async (request) => markRead(ctx, authOf(request), request.params.uid, request.body.upTo),
  );

  api.post(
    '/blocks/:userUid',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary:
          'Block a person: their messages (and meeting requests) are refused with the same sentence as any refusal, so they are not told. Idempotent; 422 self_conversation',
        security,
        params: userParams,
        response: { 200: blockStateSchema, ...problems, 422: problemSchema },
      },
    },
    async (request) => block(ctx, authOf(request), request.params.userUid),
  );

  api.delete(
    '/blocks/:userUid',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary: 'Unblock a person. Idempotent',
        security,
        params: userParams,
        response: { 200: blockStateSchema, ...problems, 422: problemSchema },
      },
    },
    async (request) => unblock(ctx, authOf(request), request.params.userUid),
  );
}
