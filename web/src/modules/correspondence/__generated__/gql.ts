/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AccountCorrection {\n    me {\n      id approvalStatus\n      correctionRequest {\n        id\n        ...StudentCorrectionRequestFields\n      }\n    }\n  }\n": typeof types.AccountCorrectionDocument,
    "\n  query ApplicationCorrection($id: ID!) {\n    application(id: $id) {\n      id status\n      correctionRequest {\n        id\n        ...StudentCorrectionRequestFields\n      }\n    }\n  }\n": typeof types.ApplicationCorrectionDocument,
    "\n  query ConversationMessages($id: ID!, $page: Int, $limit: Int) {\n    conversation(id: $id) {\n      id kind subject unreadCount\n      messages(page: $page, limit: $limit) {\n        items {\n          id\n          ...MessageFields\n        }\n        pagination { total page limit pages }\n      }\n    }\n  }\n": typeof types.ConversationMessagesDocument,
    "\n  mutation MarkConversationRead($id: ID!) {\n    markConversationRead(id: $id) { id unreadCount }\n  }\n": typeof types.MarkConversationReadDocument,
    "\n  fragment MessageFields on Message {\n    id body sentAt readAt\n    author { side id fullName }\n    attachments { id fileName contentType sizeBytes url }\n  }\n": typeof types.MessageFieldsFragmentDoc,
    "\n  query MyConversations {\n    myConversations { id kind subject unreadCount lastMessageAt }\n  }\n": typeof types.MyConversationsDocument,
    "\n  mutation SendMessage($conversationId: ID!, $body: String!, $attachments: [Upload!]) {\n    sendMessage(conversationId: $conversationId, body: $body, attachments: $attachments) {\n      id\n      ...MessageFields\n    }\n  }\n": typeof types.SendMessageDocument,
    "\n  mutation SetMessageMails($enabled: Boolean!) {\n    updateProfile(input: { messageMails: $enabled }) { id messageMails }\n  }\n": typeof types.SetMessageMailsDocument,
    "\n  fragment StudentCorrectionRequestFields on CorrectionRequest {\n    id status message dueDate overdue requestedAt submittedAt\n    items { id kind label fileName }\n  }\n": typeof types.StudentCorrectionRequestFieldsFragmentDoc,
    "\n  mutation SubmitCorrection($requestId: ID!, $files: [CorrectionFileInput!]!) {\n    submitCorrection(requestId: $requestId, files: $files) {\n      id\n      ...StudentCorrectionRequestFields\n      application { id status corrected }\n      status\n    }\n  }\n": typeof types.SubmitCorrectionDocument,
};
const documents: Documents = {
    "\n  query AccountCorrection {\n    me {\n      id approvalStatus\n      correctionRequest {\n        id\n        ...StudentCorrectionRequestFields\n      }\n    }\n  }\n": types.AccountCorrectionDocument,
    "\n  query ApplicationCorrection($id: ID!) {\n    application(id: $id) {\n      id status\n      correctionRequest {\n        id\n        ...StudentCorrectionRequestFields\n      }\n    }\n  }\n": types.ApplicationCorrectionDocument,
    "\n  query ConversationMessages($id: ID!, $page: Int, $limit: Int) {\n    conversation(id: $id) {\n      id kind subject unreadCount\n      messages(page: $page, limit: $limit) {\n        items {\n          id\n          ...MessageFields\n        }\n        pagination { total page limit pages }\n      }\n    }\n  }\n": types.ConversationMessagesDocument,
    "\n  mutation MarkConversationRead($id: ID!) {\n    markConversationRead(id: $id) { id unreadCount }\n  }\n": types.MarkConversationReadDocument,
    "\n  fragment MessageFields on Message {\n    id body sentAt readAt\n    author { side id fullName }\n    attachments { id fileName contentType sizeBytes url }\n  }\n": types.MessageFieldsFragmentDoc,
    "\n  query MyConversations {\n    myConversations { id kind subject unreadCount lastMessageAt }\n  }\n": types.MyConversationsDocument,
    "\n  mutation SendMessage($conversationId: ID!, $body: String!, $attachments: [Upload!]) {\n    sendMessage(conversationId: $conversationId, body: $body, attachments: $attachments) {\n      id\n      ...MessageFields\n    }\n  }\n": types.SendMessageDocument,
    "\n  mutation SetMessageMails($enabled: Boolean!) {\n    updateProfile(input: { messageMails: $enabled }) { id messageMails }\n  }\n": types.SetMessageMailsDocument,
    "\n  fragment StudentCorrectionRequestFields on CorrectionRequest {\n    id status message dueDate overdue requestedAt submittedAt\n    items { id kind label fileName }\n  }\n": types.StudentCorrectionRequestFieldsFragmentDoc,
    "\n  mutation SubmitCorrection($requestId: ID!, $files: [CorrectionFileInput!]!) {\n    submitCorrection(requestId: $requestId, files: $files) {\n      id\n      ...StudentCorrectionRequestFields\n      application { id status corrected }\n      status\n    }\n  }\n": types.SubmitCorrectionDocument,
};

/**
 * The correspondenceGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = correspondenceGraphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function correspondenceGraphql(source: string): unknown;

/**
 * The correspondenceGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function correspondenceGraphql(source: "\n  query AccountCorrection {\n    me {\n      id approvalStatus\n      correctionRequest {\n        id\n        ...StudentCorrectionRequestFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountCorrection {\n    me {\n      id approvalStatus\n      correctionRequest {\n        id\n        ...StudentCorrectionRequestFields\n      }\n    }\n  }\n"];
/**
 * The correspondenceGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function correspondenceGraphql(source: "\n  query ApplicationCorrection($id: ID!) {\n    application(id: $id) {\n      id status\n      correctionRequest {\n        id\n        ...StudentCorrectionRequestFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationCorrection($id: ID!) {\n    application(id: $id) {\n      id status\n      correctionRequest {\n        id\n        ...StudentCorrectionRequestFields\n      }\n    }\n  }\n"];
/**
 * The correspondenceGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function correspondenceGraphql(source: "\n  query ConversationMessages($id: ID!, $page: Int, $limit: Int) {\n    conversation(id: $id) {\n      id kind subject unreadCount\n      messages(page: $page, limit: $limit) {\n        items {\n          id\n          ...MessageFields\n        }\n        pagination { total page limit pages }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConversationMessages($id: ID!, $page: Int, $limit: Int) {\n    conversation(id: $id) {\n      id kind subject unreadCount\n      messages(page: $page, limit: $limit) {\n        items {\n          id\n          ...MessageFields\n        }\n        pagination { total page limit pages }\n      }\n    }\n  }\n"];
/**
 * The correspondenceGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function correspondenceGraphql(source: "\n  mutation MarkConversationRead($id: ID!) {\n    markConversationRead(id: $id) { id unreadCount }\n  }\n"): (typeof documents)["\n  mutation MarkConversationRead($id: ID!) {\n    markConversationRead(id: $id) { id unreadCount }\n  }\n"];
/**
 * The correspondenceGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function correspondenceGraphql(source: "\n  fragment MessageFields on Message {\n    id body sentAt readAt\n    author { side id fullName }\n    attachments { id fileName contentType sizeBytes url }\n  }\n"): (typeof documents)["\n  fragment MessageFields on Message {\n    id body sentAt readAt\n    author { side id fullName }\n    attachments { id fileName contentType sizeBytes url }\n  }\n"];
/**
 * The correspondenceGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function correspondenceGraphql(source: "\n  query MyConversations {\n    myConversations { id kind subject unreadCount lastMessageAt }\n  }\n"): (typeof documents)["\n  query MyConversations {\n    myConversations { id kind subject unreadCount lastMessageAt }\n  }\n"];
/**
 * The correspondenceGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function correspondenceGraphql(source: "\n  mutation SendMessage($conversationId: ID!, $body: String!, $attachments: [Upload!]) {\n    sendMessage(conversationId: $conversationId, body: $body, attachments: $attachments) {\n      id\n      ...MessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendMessage($conversationId: ID!, $body: String!, $attachments: [Upload!]) {\n    sendMessage(conversationId: $conversationId, body: $body, attachments: $attachments) {\n      id\n      ...MessageFields\n    }\n  }\n"];
/**
 * The correspondenceGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function correspondenceGraphql(source: "\n  mutation SetMessageMails($enabled: Boolean!) {\n    updateProfile(input: { messageMails: $enabled }) { id messageMails }\n  }\n"): (typeof documents)["\n  mutation SetMessageMails($enabled: Boolean!) {\n    updateProfile(input: { messageMails: $enabled }) { id messageMails }\n  }\n"];
/**
 * The correspondenceGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function correspondenceGraphql(source: "\n  fragment StudentCorrectionRequestFields on CorrectionRequest {\n    id status message dueDate overdue requestedAt submittedAt\n    items { id kind label fileName }\n  }\n"): (typeof documents)["\n  fragment StudentCorrectionRequestFields on CorrectionRequest {\n    id status message dueDate overdue requestedAt submittedAt\n    items { id kind label fileName }\n  }\n"];
/**
 * The correspondenceGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function correspondenceGraphql(source: "\n  mutation SubmitCorrection($requestId: ID!, $files: [CorrectionFileInput!]!) {\n    submitCorrection(requestId: $requestId, files: $files) {\n      id\n      ...StudentCorrectionRequestFields\n      application { id status corrected }\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitCorrection($requestId: ID!, $files: [CorrectionFileInput!]!) {\n    submitCorrection(requestId: $requestId, files: $files) {\n      id\n      ...StudentCorrectionRequestFields\n      application { id status corrected }\n      status\n    }\n  }\n"];

export function correspondenceGraphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;