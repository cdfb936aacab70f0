import { Router, type Request } from 'express';
import { z } from 'zod';
import { callerOf } from '#api/audit/audit-log.ts';
import { auditDocumentView } from '#api/audit/document-views.ts';
import { currentActor, type Actor } from '#api/auth/actor.ts';
import type { AppContext } from '#api/context.ts';
import { applicationIdParams, languageQuery } from '#api/applications/application-params.ts';
import { answerLanguage } from '#api/applications/answer-language.ts';
import { notFound } from '#api/http/app-error.ts';
import { setDownloadHeaders } from '#api/http/download-headers.ts';
import { pageOf } from '#api/http/page.ts';
import { parseInput } from '#api/http/validate.ts';
import { requestLanguage } from '#api/i18n/language.ts';
import { UUID_PATTERN } from '#api/iam/users/user-id.ts';
import { documentDownload } from '#api/storage/document-names.ts';
import { sendStoredFile } from '#api/storage/send-stored-file.ts';
import { accountConversation, applicationConversation, takeConversation, takesPartIn } from './conversation-access.ts';
import { messagePageQuery, parseConversationPathId } from './conversation-params.ts';
import { conversationPolicy } from './conversation-policy.ts';
import { conversationOf } from './conversation-store.ts';
import { presentConversation } from './conversation-presenter.ts';
import { findConversation, studentConversations, unreadMessages } from './conversation-queries.ts';
import { sideOf } from './conversation-side.ts';
import { markConversationRead } from './mark-read.ts';
import { presentMessage } from './message-presenter.ts';
import { attachmentsOf, findAttachment, findMessage, messagePage } from './message-queries.ts';
import { refuseSpentStudents } from './message-rate-limit.ts';
import { messageForm, messageInput } from './message-upload.ts';
import { sendMessage } from './send-message.ts';

const languageParams = z.object({ language: languageQuery });

/**
 * Conversations between a student and the staff about an application or the student's account, and
 * their messages (docs/product-rules.md, "Correspondence"). Reading never marks read: opening is
 * `POST …/read`.
 */
export function createConversationsRouter(context: AppContext): Router {
  const router = Router();
  const { db } = context;

  /** One conversation as the caller's side reads it, in the request's language. */
  async function answerConversation(req: Request, actor: Actor, id: string) {
    const { language: asked } = parseInput(languageParams, req.query);
    const language = answerLanguage(req, asked);
    const side = sideOf(actor);
    const row = await findConversation(db, id, side, language);
    if (!row) throw notFound('CONVERSATION_NOT_FOUND');
    return { data: presentConversation(row, side, language) };
  }

  router.get('/api/conversations/mine', conversationPolicy.guard('listOwn'), async (req, res) => {
    const { language: asked } = parseInput(languageParams, req.query);
    const language = answerLanguage(req, asked);
    const actor = currentActor(req);
    // An account made outside the api's own forms (a seed, a script) gets its conversation now.
    await conversationOf(db, { userId: actor.id });
    const rows = await studentConversations(db, actor.id, language);
    res.json({ data: rows.map((row) => presentConversation(row, 'student', language)) });
  });

  router.get('/api/conversations/unread', conversationPolicy.guard('countUnread'), async (req, res) => {
    const actor = currentActor(req);
    res.json({ data: await unreadMessages(db, sideOf(actor), actor.id) });
  });

  router.get('/api/scholarships/applications/:id/conversation', async (req, res) => {
    const actor = currentActor(req);
    const { id } = parseInput(applicationIdParams, req.params);
    const conversation = await applicationConversation(db, actor, id);
    res.json(await answerConversation(req, actor, conversation.id));
  });

  router.get('/api/iam/users/:id/conversation', async (req, res) => {
    const actor = currentActor(req);
    const userId = req.params.id;
    if (!UUID_PATTERN.test(userId)) throw notFound('CONVERSATION_NOT_FOUND');
    const conversation = await accountConversation(db, actor, userId.toLowerCase());
    res.json(await answerConversation(req, actor, conversation.id));
  });

  router.get('/api/conversations/:id', async (req, res) => {
    const actor = currentActor(req);
    const conversation = await takeConversation(db, actor, parseConversationPathId(req.params.id));
    res.json(await answerConversation(req, actor, conversation.id));
  });

  router.get('/api/conversations/:id/messages', async (req, res) => {
    const actor = currentActor(req);
    const conversation = await takeConversation(db, actor, parseConversationPathId(req.params.id));
    const { page, limit } = parseInput(messagePageQuery, req.query);
    const { rows, total } = await messagePage(db, conversation.id, { offset: (page - 1) * limit, limit });
    const attachments = await attachmentsOf(db, rows.map((row) => row.id));
    const side = sideOf(actor);
    const items = rows.map((row) => presentMessage(row, attachments.get(row.id) ?? [], side));
    res.json({ data: pageOf(items, total, page, limit) });
  });

  router.post(
    '/api/conversations/:id/messages',
    takesPartIn(db),
    refuseSpentStudents(context.limits.messagesPerStudent),
    messageForm,
    async (req, res) => {
      const actor = currentActor(req);
      const conversationId = parseConversationPathId(req.params.id);
      const messageId = await sendMessage(context, actor, conversationId, await messageInput(req));
      const message = await findMessage(db, messageId);
      if (!message) throw notFound('CONVERSATION_NOT_FOUND');
      const attachments = await attachmentsOf(db, [messageId]);
      res.status(201).json({ data: presentMessage(message, attachments.get(messageId) ?? [], sideOf(actor)) });
    },
  );

  router.post('/api/conversations/:id/read', async (req, res) => {
    const actor = currentActor(req);
    const conversation = await takeConversation(db, actor, parseConversationPathId(req.params.id));
    await markConversationRead(db, conversation.id, sideOf(actor), context.clock.now());
    res.json(await answerConversation(req, actor, conversation.id));
  });

  router.get('/api/conversations/:id/attachments/:attachmentId', async (req, res) => {
    const actor = currentActor(req);
    const conversation = await takeConversation(db, actor, parseConversationPathId(req.params.id));
    const attachmentId = parseConversationPathId(req.params.attachmentId, 'MESSAGE_ATTACHMENT_NOT_FOUND');
    const attachment = await findAttachment(db, conversation.id, attachmentId);
    if (!attachment) throw notFound('MESSAGE_ATTACHMENT_NOT_FOUND');
    await sendStoredFile(context, res, {
      storageKey: attachment.storageKey,
      missing: 'MESSAGE_ATTACHMENT_NOT_FOUND',
      // A staff member opening a file someone else sent is audited, as any document view.
      beforeSending: () =>
        auditDocumentView(db, callerOf(req), {
          targetType: conversation.applicationId === null ? 'user' : 'application',
          targetId: conversation.applicationId ?? conversation.userId,
          ownerId: attachment.ownerId,
          document: 'message-attachment',
        }),
      describe: (answer) =>
        setDownloadHeaders(
          answer,
          documentDownload('messageAttachment', { language: requestLanguage(req), mimeType: attachment.mimeType }),
        ),
    });
  });

  return router;
}
