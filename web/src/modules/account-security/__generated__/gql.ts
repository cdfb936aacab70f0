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
    "\n  mutation Reauthenticate($password: String, $code: String) {\n    reauthenticate(password: $password, code: $code) { message }\n  }\n": typeof types.ReauthenticateDocument,
    "\n  mutation CompleteSignIn($challenge: String!, $code: String, $recoveryCode: String, $passkey: String) {\n    completeSignIn(challenge: $challenge, code: $code, recoveryCode: $recoveryCode, passkey: $passkey) {\n      ...SignInAnswerFields\n    }\n  }\n": typeof types.CompleteSignInDocument,
    "\n  mutation ConfirmPasskeyEnrolment($response: String!, $name: String, $challenge: String) {\n    confirmPasskeyEnrolment(response: $response, name: $name, challenge: $challenge) { ...SecondFactorEnrolmentFields }\n  }\n": typeof types.ConfirmPasskeyEnrolmentDocument,
    "\n  mutation ConfirmTotpEnrolment($code: String!, $challenge: String) {\n    confirmTotpEnrolment(code: $code, challenge: $challenge) { ...SecondFactorEnrolmentFields }\n  }\n": typeof types.ConfirmTotpEnrolmentDocument,
    "\n  query MySecondFactors {\n    mySecondFactors {\n      factors { ...SecondFactorFields }\n      recoveryCodesLeft\n    }\n  }\n": typeof types.MySecondFactorsDocument,
    "\n  mutation PasskeySignInOptions($challenge: String!) {\n    passkeySignInOptions(challenge: $challenge)\n  }\n": typeof types.PasskeySignInOptionsDocument,
    "\n  mutation RemoveSecondFactor($id: ID!) {\n    removeSecondFactor(id: $id) { message }\n  }\n": typeof types.RemoveSecondFactorDocument,
    "\n  fragment SecondFactorEnrolmentFields on SecondFactorEnrolment {\n    recoveryCodes accessToken refreshToken\n    factor { ...SecondFactorFields }\n    user {\n      ...SessionUserFields\n    }\n  }\n": typeof types.SecondFactorEnrolmentFieldsFragmentDoc,
    "\n  fragment SecondFactorFields on SecondFactor { id kind name createdAt lastUsedAt }\n": typeof types.SecondFactorFieldsFragmentDoc,
    "\n  mutation StartPasskeyEnrolment($challenge: String) {\n    startPasskeyEnrolment(challenge: $challenge)\n  }\n": typeof types.StartPasskeyEnrolmentDocument,
    "\n  mutation StartTotpEnrolment($challenge: String) {\n    startTotpEnrolment(challenge: $challenge) { secret uri qrCode }\n  }\n": typeof types.StartTotpEnrolmentDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions { message }\n  }\n": typeof types.EndOtherSessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) { message }\n  }\n": typeof types.EndSessionDocument,
    "\n  query MySessions {\n    mySessions { ...SessionFields }\n  }\n": typeof types.MySessionsDocument,
    "\n  fragment SessionFields on Session { id browser system address signedInAt lastUsedAt current }\n": typeof types.SessionFieldsFragmentDoc,
    "\n  fragment SessionUserFields on User { id email firstName lastName fullName role approvalStatus isApproved isVerified approvalDate phoneNumber rejectionReason }\n": typeof types.SessionUserFieldsFragmentDoc,
    "\n  fragment SignInAnswerFields on LoginPayload {\n    accessToken refreshToken secondFactorRequired enrolmentRequired challenge secondFactors\n    user {\n      ...SessionUserFields\n    }\n  }\n": typeof types.SignInAnswerFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  mutation Reauthenticate($password: String, $code: String) {\n    reauthenticate(password: $password, code: $code) { message }\n  }\n": types.ReauthenticateDocument,
    "\n  mutation CompleteSignIn($challenge: String!, $code: String, $recoveryCode: String, $passkey: String) {\n    completeSignIn(challenge: $challenge, code: $code, recoveryCode: $recoveryCode, passkey: $passkey) {\n      ...SignInAnswerFields\n    }\n  }\n": types.CompleteSignInDocument,
    "\n  mutation ConfirmPasskeyEnrolment($response: String!, $name: String, $challenge: String) {\n    confirmPasskeyEnrolment(response: $response, name: $name, challenge: $challenge) { ...SecondFactorEnrolmentFields }\n  }\n": types.ConfirmPasskeyEnrolmentDocument,
    "\n  mutation ConfirmTotpEnrolment($code: String!, $challenge: String) {\n    confirmTotpEnrolment(code: $code, challenge: $challenge) { ...SecondFactorEnrolmentFields }\n  }\n": types.ConfirmTotpEnrolmentDocument,
    "\n  query MySecondFactors {\n    mySecondFactors {\n      factors { ...SecondFactorFields }\n      recoveryCodesLeft\n    }\n  }\n": types.MySecondFactorsDocument,
    "\n  mutation PasskeySignInOptions($challenge: String!) {\n    passkeySignInOptions(challenge: $challenge)\n  }\n": types.PasskeySignInOptionsDocument,
    "\n  mutation RemoveSecondFactor($id: ID!) {\n    removeSecondFactor(id: $id) { message }\n  }\n": types.RemoveSecondFactorDocument,
    "\n  fragment SecondFactorEnrolmentFields on SecondFactorEnrolment {\n    recoveryCodes accessToken refreshToken\n    factor { ...SecondFactorFields }\n    user {\n      ...SessionUserFields\n    }\n  }\n": types.SecondFactorEnrolmentFieldsFragmentDoc,
    "\n  fragment SecondFactorFields on SecondFactor { id kind name createdAt lastUsedAt }\n": types.SecondFactorFieldsFragmentDoc,
    "\n  mutation StartPasskeyEnrolment($challenge: String) {\n    startPasskeyEnrolment(challenge: $challenge)\n  }\n": types.StartPasskeyEnrolmentDocument,
    "\n  mutation StartTotpEnrolment($challenge: String) {\n    startTotpEnrolment(challenge: $challenge) { secret uri qrCode }\n  }\n": types.StartTotpEnrolmentDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions { message }\n  }\n": types.EndOtherSessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) { message }\n  }\n": types.EndSessionDocument,
    "\n  query MySessions {\n    mySessions { ...SessionFields }\n  }\n": types.MySessionsDocument,
    "\n  fragment SessionFields on Session { id browser system address signedInAt lastUsedAt current }\n": types.SessionFieldsFragmentDoc,
    "\n  fragment SessionUserFields on User { id email firstName lastName fullName role approvalStatus isApproved isVerified approvalDate phoneNumber rejectionReason }\n": types.SessionUserFieldsFragmentDoc,
    "\n  fragment SignInAnswerFields on LoginPayload {\n    accessToken refreshToken secondFactorRequired enrolmentRequired challenge secondFactors\n    user {\n      ...SessionUserFields\n    }\n  }\n": types.SignInAnswerFieldsFragmentDoc,
};

/**
 * The accountSecurityGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = accountSecurityGraphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function accountSecurityGraphql(source: string): unknown;

/**
 * The accountSecurityGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountSecurityGraphql(source: "\n  mutation Reauthenticate($password: String, $code: String) {\n    reauthenticate(password: $password, code: $code) { message }\n  }\n"): (typeof documents)["\n  mutation Reauthenticate($password: String, $code: String) {\n    reauthenticate(password: $password, code: $code) { message }\n  }\n"];
/**
 * The accountSecurityGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountSecurityGraphql(source: "\n  mutation CompleteSignIn($challenge: String!, $code: String, $recoveryCode: String, $passkey: String) {\n    completeSignIn(challenge: $challenge, code: $code, recoveryCode: $recoveryCode, passkey: $passkey) {\n      ...SignInAnswerFields\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteSignIn($challenge: String!, $code: String, $recoveryCode: String, $passkey: String) {\n    completeSignIn(challenge: $challenge, code: $code, recoveryCode: $recoveryCode, passkey: $passkey) {\n      ...SignInAnswerFields\n    }\n  }\n"];
/**
 * The accountSecurityGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountSecurityGraphql(source: "\n  mutation ConfirmPasskeyEnrolment($response: String!, $name: String, $challenge: String) {\n    confirmPasskeyEnrolment(response: $response, name: $name, challenge: $challenge) { ...SecondFactorEnrolmentFields }\n  }\n"): (typeof documents)["\n  mutation ConfirmPasskeyEnrolment($response: String!, $name: String, $challenge: String) {\n    confirmPasskeyEnrolment(response: $response, name: $name, challenge: $challenge) { ...SecondFactorEnrolmentFields }\n  }\n"];
/**
 * The accountSecurityGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountSecurityGraphql(source: "\n  mutation ConfirmTotpEnrolment($code: String!, $challenge: String) {\n    confirmTotpEnrolment(code: $code, challenge: $challenge) { ...SecondFactorEnrolmentFields }\n  }\n"): (typeof documents)["\n  mutation ConfirmTotpEnrolment($code: String!, $challenge: String) {\n    confirmTotpEnrolment(code: $code, challenge: $challenge) { ...SecondFactorEnrolmentFields }\n  }\n"];
/**
 * The accountSecurityGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountSecurityGraphql(source: "\n  query MySecondFactors {\n    mySecondFactors {\n      factors { ...SecondFactorFields }\n      recoveryCodesLeft\n    }\n  }\n"): (typeof documents)["\n  query MySecondFactors {\n    mySecondFactors {\n      factors { ...SecondFactorFields }\n      recoveryCodesLeft\n    }\n  }\n"];
/**
 * The accountSecurityGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountSecurityGraphql(source: "\n  mutation PasskeySignInOptions($challenge: String!) {\n    passkeySignInOptions(challenge: $challenge)\n  }\n"): (typeof documents)["\n  mutation PasskeySignInOptions($challenge: String!) {\n    passkeySignInOptions(challenge: $challenge)\n  }\n"];
/**
 * The accountSecurityGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountSecurityGraphql(source: "\n  mutation RemoveSecondFactor($id: ID!) {\n    removeSecondFactor(id: $id) { message }\n  }\n"): (typeof documents)["\n  mutation RemoveSecondFactor($id: ID!) {\n    removeSecondFactor(id: $id) { message }\n  }\n"];
/**
 * The accountSecurityGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountSecurityGraphql(source: "\n  fragment SecondFactorEnrolmentFields on SecondFactorEnrolment {\n    recoveryCodes accessToken refreshToken\n    factor { ...SecondFactorFields }\n    user {\n      ...SessionUserFields\n    }\n  }\n"): (typeof documents)["\n  fragment SecondFactorEnrolmentFields on SecondFactorEnrolment {\n    recoveryCodes accessToken refreshToken\n    factor { ...SecondFactorFields }\n    user {\n      ...SessionUserFields\n    }\n  }\n"];
/**
 * The accountSecurityGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountSecurityGraphql(source: "\n  fragment SecondFactorFields on SecondFactor { id kind name createdAt lastUsedAt }\n"): (typeof documents)["\n  fragment SecondFactorFields on SecondFactor { id kind name createdAt lastUsedAt }\n"];
/**
 * The accountSecurityGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountSecurityGraphql(source: "\n  mutation StartPasskeyEnrolment($challenge: String) {\n    startPasskeyEnrolment(challenge: $challenge)\n  }\n"): (typeof documents)["\n  mutation StartPasskeyEnrolment($challenge: String) {\n    startPasskeyEnrolment(challenge: $challenge)\n  }\n"];
/**
 * The accountSecurityGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountSecurityGraphql(source: "\n  mutation StartTotpEnrolment($challenge: String) {\n    startTotpEnrolment(challenge: $challenge) { secret uri qrCode }\n  }\n"): (typeof documents)["\n  mutation StartTotpEnrolment($challenge: String) {\n    startTotpEnrolment(challenge: $challenge) { secret uri qrCode }\n  }\n"];
/**
 * The accountSecurityGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountSecurityGraphql(source: "\n  mutation EndOtherSessions {\n    endOtherSessions { message }\n  }\n"): (typeof documents)["\n  mutation EndOtherSessions {\n    endOtherSessions { message }\n  }\n"];
/**
 * The accountSecurityGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountSecurityGraphql(source: "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) { message }\n  }\n"): (typeof documents)["\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) { message }\n  }\n"];
/**
 * The accountSecurityGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountSecurityGraphql(source: "\n  query MySessions {\n    mySessions { ...SessionFields }\n  }\n"): (typeof documents)["\n  query MySessions {\n    mySessions { ...SessionFields }\n  }\n"];
/**
 * The accountSecurityGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountSecurityGraphql(source: "\n  fragment SessionFields on Session { id browser system address signedInAt lastUsedAt current }\n"): (typeof documents)["\n  fragment SessionFields on Session { id browser system address signedInAt lastUsedAt current }\n"];
/**
 * The accountSecurityGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountSecurityGraphql(source: "\n  fragment SessionUserFields on User { id email firstName lastName fullName role approvalStatus isApproved isVerified approvalDate phoneNumber rejectionReason }\n"): (typeof documents)["\n  fragment SessionUserFields on User { id email firstName lastName fullName role approvalStatus isApproved isVerified approvalDate phoneNumber rejectionReason }\n"];
/**
 * The accountSecurityGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountSecurityGraphql(source: "\n  fragment SignInAnswerFields on LoginPayload {\n    accessToken refreshToken secondFactorRequired enrolmentRequired challenge secondFactors\n    user {\n      ...SessionUserFields\n    }\n  }\n"): (typeof documents)["\n  fragment SignInAnswerFields on LoginPayload {\n    accessToken refreshToken secondFactorRequired enrolmentRequired challenge secondFactors\n    user {\n      ...SessionUserFields\n    }\n  }\n"];

export function accountSecurityGraphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;