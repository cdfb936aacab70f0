import { Router, type Request } from 'express';
import { staffMailLimit } from '#api/abuse/staff-mail-limit.ts';
import { callerOf } from '#api/audit/audit-log.ts';
import { currentActor } from '#api/auth/actor.ts';
import { requireActor } from '#api/auth/authenticate.ts';
import type { AppContext } from '#api/context.ts';
import { notFound } from '#api/http/app-error.ts';
import { parseInput } from '#api/http/validate.ts';
import { presentUser, type UserRow } from '../user-presenter.ts';
import { withSecondFactorFlag, withSecondFactorFlagOf } from '../factors/second-factor-flag.ts';
import { withAccountConversationOf, withAccountConversations } from '#api/correspondence/account-conversations.ts';
import { assignmentBody, resolveAssigneeFilter } from '#api/casework/assignee.ts';
import { caseworkPolicy } from '#api/casework/casework-policy.ts';
import { correspondenceFilters } from '#api/applications/correspondence-filters.ts';
import { assignAccount } from './assign-account.ts';
import { approvalSchema } from './approval-schema.ts';
import { changeApproval } from './change-approval.ts';
import { deleteAccount } from './delete-account.ts';
import { listUsersQuerySchema } from './list-users-schema.ts';
import { pageOf } from '#api/http/page.ts';
import { registerAccount } from './register-account.ts';
import { acceptJsonOrForm, requestBody } from './request-body.ts';
import { agentRegistrationSchema, staffRegistrationSchema } from './staff-registration-schema.ts';
import { updateAccount } from './update-account.ts';
import { updateUserSchema } from './update-user-schema.ts';
import { isDocumentKind, sendUserDocument } from './user-documents.ts';
import { parseUserId } from './user-id.ts';
import { changedFields, isSensitiveField, usersPolicy } from './users-policy.ts';
import { requireRecentAuthentication } from '../reauthentication/require-recent-authentication.ts';
import { findUserById, listUsers } from './users-queries.ts';

/** Staff account management, approval and the users' documents. */
export function createUsersRouter(context: AppContext): Router {
  const router = Router();

  /** Who did what to which accounts, for the operators (never a password or a document); with the request's id. */
  const audit = (req: Request, event: string, details: Record<string, unknown>) =>
    req.log.info({ actorId: req.actor?.id, ...details }, event);

  /** An account as staff read it: with who on the staff follows it, which its owner never reads. */
  const presentForStaff = (user: UserRow) => ({ ...presentUser(user), assigneeId: user.assigneeId });
  const presentFor = (req: Request, user: UserRow) =>
    caseworkPolicy.can(req.actor, 'work') ? presentForStaff(user) : presentUser(user);

  /** The account at `:id` if the caller may see it; someone else's is as absent as a missing one. */
  async function visibleUser(req: Request) {
    const id = parseUserId(req.params.id);
    usersPolicy.authorize(req.actor, 'read', { id });
    const user = await findUserById(context.db, id);
    if (!user) throw notFound('USER_NOT_FOUND');
    return user;
  }

  router.post('/api/iam/auth/register', usersPolicy.guard('create'), acceptJsonOrForm, async (req, res) => {
    const account = parseInput(staffRegistrationSchema, requestBody(req));
    const user = await registerAccount(context, account);
    audit(req, 'account created', { userId: user.id, role: user.role });
    res.status(201).json({ data: presentUser(user) });
  });

  router.post(
    '/api/iam/auth/register-agent',
    usersPolicy.guard('create'),
    acceptJsonOrForm,
    async (req, res) => {
      const account = parseInput(agentRegistrationSchema, requestBody(req));
      const user = await registerAccount(context, { ...account, role: 'AGENT' });
      audit(req, 'account created', { userId: user.id, role: user.role });
      res.status(201).json({ data: presentUser(user) });
    },
  );

  router.get('/api/iam/users', usersPolicy.guard('list'), async (req, res) => {
    const query = parseInput(listUsersQuerySchema, req.query);
    const { users, total } = await listUsers(
      context.db,
      {
        role: query.role_id,
        isVerified: query.is_verified,
        approvalStatus: query.approval_status,
        search: query.search,
        ids: query.ids,
        assignee: resolveAssigneeFilter(query.assignee, callerOf(req).actor.id),
        ...correspondenceFilters(
          { unreadFromStudents: query.unread_from_students, overdueCorrections: query.overdue_corrections },
          context.clock.now(),
        ),
      },
      query.sort,
      { offset: (query.page - 1) * query.limit, limit: query.limit },
    );
    res.json({
      data: pageOf(
        await withAccountConversations(
          context.db,
          req.actor,
          await withSecondFactorFlag(context.db, req.actor, users.map(presentForStaff)),
        ),
        total,
        query.page,
        query.limit,
      ),
    });
  });

  router.put(
    '/api/iam/users/approval',
    staffMailLimit(context.limits.staffMailsPerActor),
    usersPolicy.guard('changeApproval'),
    async (req, res) => {
      const change = parseInput(approvalSchema, requestBody(req));
      const users = await changeApproval(context, callerOf(req), change);
      audit(req, 'approval changed', { userIds: change.userIds, approvalStatus: change.approvalStatus });
      res.json({ data: { users: users.map(presentUser) } });
    },
  );

  router.get('/api/iam/users/:id', requireActor, async (req, res) => {
    const user = await visibleUser(req);
    const flagged = await withSecondFactorFlagOf(context.db, req.actor, presentFor(req, user));
    res.json({ data: await withAccountConversationOf(context.db, req.actor, flagged) });
  });

  router.put('/api/iam/users/:id/assignee', caseworkPolicy.guard('work'), async (req, res) => {
    const id = parseUserId(req.params.id);
    const { assigneeId } = parseInput(assignmentBody, requestBody(req));
    await assignAccount(context, callerOf(req), id, assigneeId);
    const user = await findUserById(context.db, id);
    if (!user) throw notFound('USER_NOT_FOUND');
    res.json({ data: presentForStaff(user) });
  });

  router.patch('/api/iam/users/:id', requireActor, acceptJsonOrForm, async (req, res) => {
    const body = requestBody(req);
    const changes = parseInput(updateUserSchema, body);
    const user = await visibleUser(req);
    const changed = changedFields(user, changes);
    usersPolicy.authorize(req.actor, 'update', { target: user, sentFields: Object.keys(body), changed });
    if (changed.some(isSensitiveField)) await requireRecentAuthentication(context, currentActor(req));
    const updated = await updateAccount(context, callerOf(req), user, changes, changed);
    if (changed.length > 0) audit(req, 'account updated', { userId: user.id, fields: changed });
    res.json({ data: presentUser(updated) });
  });

  router.delete('/api/iam/users/:id', requireActor, async (req, res) => {
    const id = parseUserId(req.params.id);
    usersPolicy.authorize(req.actor, 'delete', { id });
    await requireRecentAuthentication(context, currentActor(req));
    await deleteAccount(context, callerOf(req), id);
    audit(req, 'account deleted', { userId: id });
    res.status(204).end();
  });

  router.get('/api/iam/users/:id/documents/:document', requireActor, async (req, res) => {
    const { document } = req.params;
    if (typeof document !== 'string' || !isDocumentKind(document)) throw notFound('DOCUMENT_NOT_FOUND');
    const user = await visibleUser(req);
    await sendUserDocument(context, callerOf(req), user, document, res);
  });

  return router;
}
