import { z } from 'zod';
import type { VerificationBody } from '../payments/verification-body.ts';
import type { ApprovalStatus, Role } from '@bourses/common/statuses';
import type { CreateUserInput, RegisterInput, UserSort } from '../__generated__/resolvers-types.ts';
import { messageOf, objectData, pageData, UpstreamContractError } from '../rest/envelopes.ts';
import type { MultipartPart, StreamedFile } from '../rest/multipart-body.ts';
import type { RestClient } from '../rest/rest-client.ts';
import { failedMailAnswerSchema, noteAnswerSchema, signInAnswerSchema, userAnswerSchema } from '@bourses/api/contract';
import type { UserModel } from './user-model.ts';
import { idSegment } from '../rest/resource-id.ts';

// Made once, as zod compiles a schema on its first use (rest/envelopes.ts).
const notesAnswerSchema = z.array(noteAnswerSchema);
const approvalAnswerSchema = z.union([z.object({ users: z.array(userAnswerSchema) }).transform(({ users }) => users), z.array(userAnswerSchema)]);

const tokensSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });

// A single user comes as `{ data: user }` or `{ data: { user } }`: both read the same.
const userEnvelopeSchema = z.union([z.object({ user: userAnswerSchema }).transform(({ user }) => user), userAnswerSchema]);

export const userOf = (body: unknown, what: string): UserModel => objectData(userEnvelopeSchema, body, what);

export interface UserListFilter {
  page: number;
  limit: number;
  role?: Role | null;
  isVerified?: boolean | null;
  approvalStatus?: ApprovalStatus | null;
  search?: string | null;
  /** The api's spelling (`name`, `desc`…); without it the api lists newest first. */
  sort?: UserSort | null;
  /** Asked for when batching by id (an api that does not know it ignores it). */
  ids?: readonly string[];
  /** The api's `assignee`: `me`, `none` or a staff member's id. */
  assignee?: string | undefined;
  /** Only accounts whose student wrote something no staff member opened yet. */
  unreadFromStudents?: boolean | null;
  /** Only accounts whose correction request is open and past its due date. */
  overdueCorrections?: boolean | null;
}

export interface UserChanges {
  firstName?: string | null;
  lastName?: string | null;
  phoneNumber?: string | null;
  email?: string | null;
  role?: Role | null;
  deadlineReminders?: boolean | null;
  messageMails?: boolean | null;
}

/** A JSON body without the fields GraphQL left null or out: the api reads absence as "no change". */
export const definedOnly = (value: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined && field !== null));

const textParts = (fields: Record<string, string | null | undefined>): MultipartPart[] =>
  Object.entries(fields).flatMap(([name, value]) => (value === undefined || value === null ? [] : [{ name, value }]));

/** The identity service: sign-in, registration, sessions and accounts (/api/iam/...). */
export function createIamClient(rest: RestClient) {
  return {
    async login(email: string, password: string) {
      const body = await rest.send('POST', '/api/iam/public/auth/login', { email, password });
      const parsed = signInAnswerSchema.safeParse(body);
      if (!parsed.success) throw new UpstreamContractError(`login: ${parsed.error.message}`);
      return parsed.data;
    },
    async register(student: RegisterInput, paymentReceipt: Promise<StreamedFile>, serviceContract: Promise<StreamedFile>) {
      const { language, ...fields } = student;
      const body = await rest.sendMultipart('POST', '/api/iam/public/auth/register', [
        ...textParts({ ...fields, language }),
        { name: 'paymentReceipt', file: paymentReceipt },
        { name: 'serviceContract', file: serviceContract },
      ]);
      return messageOf(body);
    },
    async verifyEmail(token: string) {
      return messageOf(await rest.get('/api/iam/public/auth/verify', { token }));
    },
    async resendVerification(email: string) {
      return messageOf(await rest.send('POST', '/api/iam/public/auth/resend-verification', { email }));
    },
    async forgotPassword(email: string) {
      return messageOf(await rest.send('POST', '/api/iam/public/auth/forgot-password', { email }));
    },
    /** Answers as login does: the caller is signed in with the new password, or challenged for their second factor. */
    async resetPassword(token: string, newPassword: string) {
      const body = await rest.send('POST', '/api/iam/public/auth/reset-password', { token, newPassword });
      const parsed = signInAnswerSchema.safeParse(body);
      if (!parsed.success) throw new UpstreamContractError(`reset-password: ${parsed.error.message}`);
      return parsed.data;
    },
    async changeEmail(email: string) {
      return userOf(await rest.send('POST', '/api/iam/auth/change-email', { email }), 'changeEmail');
    },
    async resubmitDocuments(paymentReceipt: Promise<StreamedFile>, serviceContract: Promise<StreamedFile>) {
      const body = await rest.sendMultipart('POST', '/api/iam/auth/documents', [
        { name: 'paymentReceipt', file: paymentReceipt },
        { name: 'serviceContract', file: serviceContract },
      ]);
      return userOf(body, 'resubmitAccountDocuments');
    },
    async refresh(refreshToken: string) {
      const parsed = tokensSchema.safeParse(await rest.send('POST', '/api/iam/public/auth/refresh', { refreshToken }));
      if (!parsed.success) throw new UpstreamContractError(`refresh: ${parsed.error.message}`);
      return parsed.data;
    },
    async logout(refreshToken: string | null | undefined) {
      return messageOf(await rest.send('POST', '/api/iam/auth/logout', refreshToken ? { refreshToken } : {}));
    },
    async me() {
      return userOf(await rest.get('/api/iam/auth/me'), 'me');
    },
    /** `endOtherSessions` false keeps the other sessions; this one's earlier tokens end either way. */
    async changePassword(currentPassword: string, newPassword: string, endOtherSessions: boolean) {
      const body = await rest.send('POST', '/api/iam/auth/change-password', { currentPassword, newPassword, endOtherSessions });
      const parsed = tokensSchema.safeParse(body);
      if (!parsed.success) throw new UpstreamContractError(`change-password: ${parsed.error.message}`);
      return { ...parsed.data, ...messageOf(body) };
    },
    async deleteOwnAccount(password: string) {
      return messageOf(await rest.send('POST', '/api/iam/auth/delete-account', { password }));
    },
    async listUsers(filter: UserListFilter) {
      const body = await rest.get('/api/iam/users', {
        page: filter.page,
        limit: filter.limit,
        role_id: filter.role,
        is_verified: filter.isVerified ?? undefined,
        approval_status: filter.approvalStatus,
        search: filter.search,
        sort: filter.sort?.field,
        order: filter.sort?.order ?? undefined,
        ids: filter.ids?.join(','),
        assignee: filter.assignee,
        unread_from_students: filter.unreadFromStudents ?? undefined,
        overdue_corrections: filter.overdueCorrections ?? undefined,
      });
      return pageData(userAnswerSchema, body, 'users');
    },
    async assignAccount(id: string, assigneeId: string | null) {
      return userOf(await rest.send('PUT', `/api/iam/users/${idSegment(id)}/assignee`, { assigneeId }), 'assignAccount');
    },
    /** The notes of several accounts in one call, newest first. */
    async accountNotes(userIds: readonly string[]) {
      const body = await rest.get('/api/admin/notes', { userIds: userIds.join(',') });
      return objectData(notesAnswerSchema, body, 'accountNotes');
    },
    async addAccountNote(userId: string, text: string) {
      const body = await rest.send('POST', `/api/iam/users/${idSegment(userId)}/notes`, { text });
      return objectData(noteAnswerSchema, body, 'addAccountNote');
    },
    /** The mails given up after every retry (the api keeps them in its job queue). */
    async listFailedMails({ page, limit }: { page: number; limit: number }) {
      return pageData(failedMailAnswerSchema, await rest.get('/api/iam/mails/failed', { page, limit }), 'failedMails');
    },
    async user(id: string) {
      return userOf(await rest.get(`/api/iam/users/${idSegment(id)}`), 'user');
    },
    async createUser(account: CreateUserInput) {
      return userOf(await rest.send('POST', '/api/iam/auth/register', definedOnly(account)), 'createUser');
    },
    async registerAgent(account: CreateUserInput) {
      return userOf(await rest.send('POST', '/api/iam/auth/register-agent', definedOnly(account)), 'registerAgent');
    },
    async updateUser(id: string, changes: UserChanges) {
      return userOf(await rest.send('PATCH', `/api/iam/users/${idSegment(id)}`, definedOnly(changes)), 'updateUser');
    },
    async deleteUser(id: string) {
      await rest.send('DELETE', `/api/iam/users/${idSegment(id)}`);
    },
    async setApproval(
      userIds: readonly string[],
      approvalStatus: ApprovalStatus,
      reason: string | null | undefined,
      payment?: VerificationBody,
    ) {
      const body = await rest.send('PUT', '/api/iam/users/approval', { userIds, approvalStatus, reason: reason ?? null, payment });
      return objectData(approvalAnswerSchema, body, 'setApproval');
    },
  };
}

export type IamClient = ReturnType<typeof createIamClient>;
