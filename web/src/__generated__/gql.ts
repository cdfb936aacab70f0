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
    "\n  query CurrentUser {\n    me {\n      ...SessionUserFields\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      refreshToken\n      approvalStatus\n      isApproved\n      message\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout($refreshToken: String) {\n    logout(refreshToken: $refreshToken) {\n      success\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation RefreshToken($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n    }\n  }\n": typeof types.RefreshTokenDocument,
    "\n  mutation Register($input: RegisterInput!, $paymentReceipt: Upload!, $serviceContract: Upload!) {\n    register(input: $input, paymentReceipt: $paymentReceipt, serviceContract: $serviceContract) {\n      success\n      message\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    role\n    approvalStatus\n    isApproved\n    isVerified\n    approvalDate\n    phoneNumber\n    rejectionReason\n  }\n": typeof types.SessionUserFieldsFragmentDoc,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      success\n      message\n    }\n  }\n": typeof types.VerifyEmailDocument,
};
const documents: Documents = {
    "\n  query CurrentUser {\n    me {\n      ...SessionUserFields\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      refreshToken\n      approvalStatus\n      isApproved\n      message\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout($refreshToken: String) {\n    logout(refreshToken: $refreshToken) {\n      success\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation RefreshToken($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n    }\n  }\n": types.RefreshTokenDocument,
    "\n  mutation Register($input: RegisterInput!, $paymentReceipt: Upload!, $serviceContract: Upload!) {\n    register(input: $input, paymentReceipt: $paymentReceipt, serviceContract: $serviceContract) {\n      success\n      message\n    }\n  }\n": types.RegisterDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    role\n    approvalStatus\n    isApproved\n    isVerified\n    approvalDate\n    phoneNumber\n    rejectionReason\n  }\n": types.SessionUserFieldsFragmentDoc,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      success\n      message\n    }\n  }\n": types.VerifyEmailDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      ...SessionUserFields\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      ...SessionUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      refreshToken\n      approvalStatus\n      isApproved\n      message\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      refreshToken\n      approvalStatus\n      isApproved\n      message\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout($refreshToken: String) {\n    logout(refreshToken: $refreshToken) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation Logout($refreshToken: String) {\n    logout(refreshToken: $refreshToken) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshToken($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshToken($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!, $paymentReceipt: Upload!, $serviceContract: Upload!) {\n    register(input: $input, paymentReceipt: $paymentReceipt, serviceContract: $serviceContract) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!, $paymentReceipt: Upload!, $serviceContract: Upload!) {\n    register(input: $input, paymentReceipt: $paymentReceipt, serviceContract: $serviceContract) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUserFields on User {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    role\n    approvalStatus\n    isApproved\n    isVerified\n    approvalDate\n    phoneNumber\n    rejectionReason\n  }\n"): (typeof documents)["\n  fragment SessionUserFields on User {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    role\n    approvalStatus\n    isApproved\n    isVerified\n    approvalDate\n    phoneNumber\n    rejectionReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      success\n      message\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;