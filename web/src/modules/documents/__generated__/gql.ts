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
    "\n  query ApplicationDocuments($id: ID!) {\n    application(id: $id) {\n      id\n      documents {\n        id\n        ...DocumentFields\n      }\n    }\n  }\n": typeof types.ApplicationDocumentsDocument,
    "\n  fragment DocumentFields on Document {\n    id kind language issuedAt verificationCode url\n    supersededBy { id }\n  }\n": typeof types.DocumentFieldsFragmentDoc,
    "\n  query MyDocuments {\n    myDocuments {\n      id\n      ...DocumentFields\n    }\n  }\n": typeof types.MyDocumentsDocument,
    "\n  query VerifyDocument($code: String!) {\n    verifyDocument(code: $code) { kind issuedAt reference holderName language superseded supersededAt }\n  }\n": typeof types.VerifyDocumentDocument,
};
const documents: Documents = {
    "\n  query ApplicationDocuments($id: ID!) {\n    application(id: $id) {\n      id\n      documents {\n        id\n        ...DocumentFields\n      }\n    }\n  }\n": types.ApplicationDocumentsDocument,
    "\n  fragment DocumentFields on Document {\n    id kind language issuedAt verificationCode url\n    supersededBy { id }\n  }\n": types.DocumentFieldsFragmentDoc,
    "\n  query MyDocuments {\n    myDocuments {\n      id\n      ...DocumentFields\n    }\n  }\n": types.MyDocumentsDocument,
    "\n  query VerifyDocument($code: String!) {\n    verifyDocument(code: $code) { kind issuedAt reference holderName language superseded supersededAt }\n  }\n": types.VerifyDocumentDocument,
};

/**
 * The documentsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = documentsGraphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function documentsGraphql(source: string): unknown;

/**
 * The documentsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function documentsGraphql(source: "\n  query ApplicationDocuments($id: ID!) {\n    application(id: $id) {\n      id\n      documents {\n        id\n        ...DocumentFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationDocuments($id: ID!) {\n    application(id: $id) {\n      id\n      documents {\n        id\n        ...DocumentFields\n      }\n    }\n  }\n"];
/**
 * The documentsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function documentsGraphql(source: "\n  fragment DocumentFields on Document {\n    id kind language issuedAt verificationCode url\n    supersededBy { id }\n  }\n"): (typeof documents)["\n  fragment DocumentFields on Document {\n    id kind language issuedAt verificationCode url\n    supersededBy { id }\n  }\n"];
/**
 * The documentsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function documentsGraphql(source: "\n  query MyDocuments {\n    myDocuments {\n      id\n      ...DocumentFields\n    }\n  }\n"): (typeof documents)["\n  query MyDocuments {\n    myDocuments {\n      id\n      ...DocumentFields\n    }\n  }\n"];
/**
 * The documentsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function documentsGraphql(source: "\n  query VerifyDocument($code: String!) {\n    verifyDocument(code: $code) { kind issuedAt reference holderName language superseded supersededAt }\n  }\n"): (typeof documents)["\n  query VerifyDocument($code: String!) {\n    verifyDocument(code: $code) { kind issuedAt reference holderName language superseded supersededAt }\n  }\n"];

export function documentsGraphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;