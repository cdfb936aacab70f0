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
    "\n  query CardPaymentReturn($orderId: ID!, $language: Language) {\n    cardPaymentAttempt(orderId: $orderId) {\n      orderId status reason\n      amount { amount formatted(language: $language) }\n      payment {\n        id kind cardPayable\n        application { id }\n        scholarship { id }\n      }\n    }\n  }\n": typeof types.CardPaymentReturnDocument,
    "\n  mutation StartCardPayment($paymentId: ID!) {\n    startCardPayment(paymentId: $paymentId) {\n      action\n      fields { name value }\n    }\n  }\n": typeof types.StartCardPaymentDocument,
};
const documents: Documents = {
    "\n  query CardPaymentReturn($orderId: ID!, $language: Language) {\n    cardPaymentAttempt(orderId: $orderId) {\n      orderId status reason\n      amount { amount formatted(language: $language) }\n      payment {\n        id kind cardPayable\n        application { id }\n        scholarship { id }\n      }\n    }\n  }\n": types.CardPaymentReturnDocument,
    "\n  mutation StartCardPayment($paymentId: ID!) {\n    startCardPayment(paymentId: $paymentId) {\n      action\n      fields { name value }\n    }\n  }\n": types.StartCardPaymentDocument,
};

/**
 * The cardPaymentGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = cardPaymentGraphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function cardPaymentGraphql(source: string): unknown;

/**
 * The cardPaymentGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function cardPaymentGraphql(source: "\n  query CardPaymentReturn($orderId: ID!, $language: Language) {\n    cardPaymentAttempt(orderId: $orderId) {\n      orderId status reason\n      amount { amount formatted(language: $language) }\n      payment {\n        id kind cardPayable\n        application { id }\n        scholarship { id }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CardPaymentReturn($orderId: ID!, $language: Language) {\n    cardPaymentAttempt(orderId: $orderId) {\n      orderId status reason\n      amount { amount formatted(language: $language) }\n      payment {\n        id kind cardPayable\n        application { id }\n        scholarship { id }\n      }\n    }\n  }\n"];
/**
 * The cardPaymentGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function cardPaymentGraphql(source: "\n  mutation StartCardPayment($paymentId: ID!) {\n    startCardPayment(paymentId: $paymentId) {\n      action\n      fields { name value }\n    }\n  }\n"): (typeof documents)["\n  mutation StartCardPayment($paymentId: ID!) {\n    startCardPayment(paymentId: $paymentId) {\n      action\n      fields { name value }\n    }\n  }\n"];

export function cardPaymentGraphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;