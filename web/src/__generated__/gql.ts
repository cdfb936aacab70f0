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
    "\n  query ApplicationDetail($id: ID!, $language: Language) {\n    application(id: $id) {\n      id\n      ...ApplicationSummaryFields\n      payment {\n        id\n        ...PaymentSummaryFields\n      }\n      conversation { id unreadCount }\n      history {\n        status\n        feedback\n        at\n        actor {\n          role\n        }\n      }\n    }\n  }\n": typeof types.ApplicationDetailDocument,
    "\n  fragment ApplicationSummaryFields on Application {\n    id status rejectionReason feedback receiptUrl createdAt updatedAt\n    scholarship { id title textLanguages { title } country university deadline deadlinePassed }\n    conversation { id unreadCount }\n  }\n": typeof types.ApplicationSummaryFieldsFragmentDoc,
    "\n  query MyApplications($status: ApplicationStatus, $search: String, $page: Int, $limit: Int) {\n    myApplications(status: $status, search: $search, page: $page, limit: $limit) {\n      items {\n        id\n        ...ApplicationSummaryFields\n      }\n      pagination {\n        total\n        page\n        limit\n        pages\n      }\n    }\n  }\n": typeof types.MyApplicationsDocument,
    "\n  mutation WithdrawApplication($id: ID!) {\n    withdrawApplication(id: $id) {\n      id\n      ...ApplicationSummaryFields\n    }\n  }\n": typeof types.WithdrawApplicationDocument,
    "\n  mutation ChangeEmail($email: String!) {\n    changeEmail(email: $email) {\n      ...SessionUserFields\n    }\n  }\n": typeof types.ChangeEmailDocument,
    "\n  query CurrentUser {\n    me {\n      ...SessionUserFields\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) { success message }\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...SignInAnswerFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout($refreshToken: String) {\n    logout(refreshToken: $refreshToken) { success }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation RefreshToken($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) { accessToken refreshToken }\n  }\n": typeof types.RefreshTokenDocument,
    "\n  mutation Register($input: RegisterInput!, $paymentReceipt: Upload!, $serviceContract: Upload!) {\n    register(input: $input, paymentReceipt: $paymentReceipt, serviceContract: $serviceContract) { success message }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email) { success message }\n  }\n": typeof types.ResendVerificationDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      message\n      ...SignInAnswerFields\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ResubmitAccountDocuments($paymentReceipt: Upload!, $serviceContract: Upload!) {\n    resubmitAccountDocuments(paymentReceipt: $paymentReceipt, serviceContract: $serviceContract) {\n      ...SessionUserFields\n    }\n  }\n": typeof types.ResubmitAccountDocumentsDocument,
    "\n  fragment SessionUserFields on User { id email firstName lastName fullName role approvalStatus isApproved isVerified approvalDate phoneNumber rejectionReason }\n": typeof types.SessionUserFieldsFragmentDoc,
    "\n  fragment SignInAnswerFields on LoginPayload {\n    accessToken refreshToken secondFactorRequired enrolmentRequired challenge secondFactors\n    user {\n      ...SessionUserFields\n    }\n  }\n": typeof types.SignInAnswerFieldsFragmentDoc,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) { success message }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  query UnreadMessages {\n    unreadMessages { messages conversations }\n  }\n": typeof types.UnreadMessagesDocument,
    "\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password) { success message }\n  }\n": typeof types.DeleteMyAccountDocument,
    "\n  query MyDataExport {\n    me { id dataExportUrl }\n  }\n": typeof types.MyDataExportDocument,
    "\n  query HowToPay($language: Language) {\n    paymentSettings {\n      registrationFee { amount formatted(language: $language) }\n      payee\n      bankName\n      rib\n      instructions(language: $language) { language otherWays serviceContractUrl }\n    }\n  }\n": typeof types.HowToPayDocument,
    "\n  mutation OpenApplicationPayment($scholarshipId: ID!, $language: Language) {\n    openApplicationPayment(scholarshipId: $scholarshipId) {\n      id\n      ...PaymentSummaryFields\n    }\n  }\n": typeof types.OpenApplicationPaymentDocument,
    "\n  fragment PaymentSummaryFields on Payment {\n    id kind reference status refusalReason paidOn verifiedAt method cardPayable\n    amountDue { amount formatted(language: $language) }\n    amountReceived { formatted(language: $language) }\n    receiptDocument { id url }\n  }\n": typeof types.PaymentSummaryFieldsFragmentDoc,
    "\n  query RegistrationPayment($language: Language) {\n    me {\n      id\n      registrationPayment {\n        id\n        ...PaymentSummaryFields\n      }\n    }\n  }\n": typeof types.RegistrationPaymentDocument,
    "\n  mutation ReserveRegistrationReference {\n    reserveRegistrationReference { reference token }\n  }\n": typeof types.ReserveRegistrationReferenceDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $endOtherSessions: Boolean!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, endOtherSessions: $endOtherSessions) {\n      success message accessToken refreshToken\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query ProfileDetails {\n    me {\n      id\n      ...SessionUserFields\n      createdAt paymentReceiptUrl serviceContractUrl deadlineReminders messageMails\n    }\n  }\n": typeof types.ProfileDetailsDocument,
    "\n  mutation SetDeadlineReminders($enabled: Boolean!) {\n    updateProfile(input: { deadlineReminders: $enabled }) { id deadlineReminders }\n  }\n": typeof types.SetDeadlineRemindersDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...SessionUserFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation SaveScholarship($scholarshipId: ID!) {\n    saveScholarship(scholarshipId: $scholarshipId) { id isSaved }\n  }\n": typeof types.SaveScholarshipDocument,
    "\n  query SavedScholarships($page: Int, $limit: Int, $language: Language) {\n    savedScholarships(page: $page, limit: $limit, language: $language) {\n      items {\n        id\n        ...ScholarshipCardFields\n      }\n      pagination { total page limit pages }\n    }\n  }\n": typeof types.SavedScholarshipsDocument,
    "\n  mutation UnsaveScholarship($scholarshipId: ID!) {\n    unsaveScholarship(scholarshipId: $scholarshipId) { id isSaved }\n  }\n": typeof types.UnsaveScholarshipDocument,
    "\n  mutation UnsubscribeFromReminders($token: String!) {\n    unsubscribeFromReminders(token: $token) { success message }\n  }\n": typeof types.UnsubscribeFromRemindersDocument,
    "\n  mutation ApplyToScholarship($scholarshipId: ID!, $receipt: Upload) {\n    applyToScholarship(scholarshipId: $scholarshipId, receipt: $receipt) {\n      id\n      ...MyApplicationFields\n    }\n  }\n": typeof types.ApplyToScholarshipDocument,
    "\n  fragment MyApplicationFields on Application { id status rejectionReason feedback }\n": typeof types.MyApplicationFieldsFragmentDoc,
    "\n  mutation ResubmitApplication($applicationId: ID!, $receipt: Upload!) {\n    resubmitApplication(applicationId: $applicationId, receipt: $receipt) {\n      id\n      ...MyApplicationFields\n    }\n  }\n": typeof types.ResubmitApplicationDocument,
    "\n  fragment ScholarshipCardFields on Scholarship { id title description textLanguages { title description } country university imageUrl picture { width height sources { type srcset } } startDate deadline deadlinePassed applicationFee { formatted } isSaved }\n": typeof types.ScholarshipCardFieldsFragmentDoc,
    "\n  query ScholarshipDetail($id: ID!, $language: Language) {\n    scholarship(id: $id, language: $language) {\n      id title description longDescription status\n      textLanguages { title description longDescription faq }\n      video { url embedUrl }\n      faq { question answer }\n      country university imageUrl picture { width height sources { type srcset } } startDate deadline deadlinePassed applicationFee { formatted(language: $language) } isSaved\n      myApplication {\n        id\n        ...MyApplicationFields\n      }\n    }\n  }\n": typeof types.ScholarshipDetailDocument,
    "\n  query ScholarshipFilterOptions {\n    scholarshipFilterOptions { countries universities universitiesByCountry { country universities } }\n  }\n": typeof types.ScholarshipFilterOptionsDocument,
    "\n  query ScholarshipList($filter: ScholarshipFilter, $page: Int, $limit: Int, $language: Language) {\n    scholarships(filter: $filter, page: $page, limit: $limit, language: $language) {\n      items {\n        id\n        ...ScholarshipCardFields\n      }\n      pagination { total page limit pages }\n    }\n  }\n": typeof types.ScholarshipListDocument,
};
const documents: Documents = {
    "\n  query ApplicationDetail($id: ID!, $language: Language) {\n    application(id: $id) {\n      id\n      ...ApplicationSummaryFields\n      payment {\n        id\n        ...PaymentSummaryFields\n      }\n      conversation { id unreadCount }\n      history {\n        status\n        feedback\n        at\n        actor {\n          role\n        }\n      }\n    }\n  }\n": types.ApplicationDetailDocument,
    "\n  fragment ApplicationSummaryFields on Application {\n    id status rejectionReason feedback receiptUrl createdAt updatedAt\n    scholarship { id title textLanguages { title } country university deadline deadlinePassed }\n    conversation { id unreadCount }\n  }\n": types.ApplicationSummaryFieldsFragmentDoc,
    "\n  query MyApplications($status: ApplicationStatus, $search: String, $page: Int, $limit: Int) {\n    myApplications(status: $status, search: $search, page: $page, limit: $limit) {\n      items {\n        id\n        ...ApplicationSummaryFields\n      }\n      pagination {\n        total\n        page\n        limit\n        pages\n      }\n    }\n  }\n": types.MyApplicationsDocument,
    "\n  mutation WithdrawApplication($id: ID!) {\n    withdrawApplication(id: $id) {\n      id\n      ...ApplicationSummaryFields\n    }\n  }\n": types.WithdrawApplicationDocument,
    "\n  mutation ChangeEmail($email: String!) {\n    changeEmail(email: $email) {\n      ...SessionUserFields\n    }\n  }\n": types.ChangeEmailDocument,
    "\n  query CurrentUser {\n    me {\n      ...SessionUserFields\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) { success message }\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...SignInAnswerFields\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout($refreshToken: String) {\n    logout(refreshToken: $refreshToken) { success }\n  }\n": types.LogoutDocument,
    "\n  mutation RefreshToken($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) { accessToken refreshToken }\n  }\n": types.RefreshTokenDocument,
    "\n  mutation Register($input: RegisterInput!, $paymentReceipt: Upload!, $serviceContract: Upload!) {\n    register(input: $input, paymentReceipt: $paymentReceipt, serviceContract: $serviceContract) { success message }\n  }\n": types.RegisterDocument,
    "\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email) { success message }\n  }\n": types.ResendVerificationDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      message\n      ...SignInAnswerFields\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ResubmitAccountDocuments($paymentReceipt: Upload!, $serviceContract: Upload!) {\n    resubmitAccountDocuments(paymentReceipt: $paymentReceipt, serviceContract: $serviceContract) {\n      ...SessionUserFields\n    }\n  }\n": types.ResubmitAccountDocumentsDocument,
    "\n  fragment SessionUserFields on User { id email firstName lastName fullName role approvalStatus isApproved isVerified approvalDate phoneNumber rejectionReason }\n": types.SessionUserFieldsFragmentDoc,
    "\n  fragment SignInAnswerFields on LoginPayload {\n    accessToken refreshToken secondFactorRequired enrolmentRequired challenge secondFactors\n    user {\n      ...SessionUserFields\n    }\n  }\n": types.SignInAnswerFieldsFragmentDoc,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) { success message }\n  }\n": types.VerifyEmailDocument,
    "\n  query UnreadMessages {\n    unreadMessages { messages conversations }\n  }\n": types.UnreadMessagesDocument,
    "\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password) { success message }\n  }\n": types.DeleteMyAccountDocument,
    "\n  query MyDataExport {\n    me { id dataExportUrl }\n  }\n": types.MyDataExportDocument,
    "\n  query HowToPay($language: Language) {\n    paymentSettings {\n      registrationFee { amount formatted(language: $language) }\n      payee\n      bankName\n      rib\n      instructions(language: $language) { language otherWays serviceContractUrl }\n    }\n  }\n": types.HowToPayDocument,
    "\n  mutation OpenApplicationPayment($scholarshipId: ID!, $language: Language) {\n    openApplicationPayment(scholarshipId: $scholarshipId) {\n      id\n      ...PaymentSummaryFields\n    }\n  }\n": types.OpenApplicationPaymentDocument,
    "\n  fragment PaymentSummaryFields on Payment {\n    id kind reference status refusalReason paidOn verifiedAt method cardPayable\n    amountDue { amount formatted(language: $language) }\n    amountReceived { formatted(language: $language) }\n    receiptDocument { id url }\n  }\n": types.PaymentSummaryFieldsFragmentDoc,
    "\n  query RegistrationPayment($language: Language) {\n    me {\n      id\n      registrationPayment {\n        id\n        ...PaymentSummaryFields\n      }\n    }\n  }\n": types.RegistrationPaymentDocument,
    "\n  mutation ReserveRegistrationReference {\n    reserveRegistrationReference { reference token }\n  }\n": types.ReserveRegistrationReferenceDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $endOtherSessions: Boolean!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, endOtherSessions: $endOtherSessions) {\n      success message accessToken refreshToken\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  query ProfileDetails {\n    me {\n      id\n      ...SessionUserFields\n      createdAt paymentReceiptUrl serviceContractUrl deadlineReminders messageMails\n    }\n  }\n": types.ProfileDetailsDocument,
    "\n  mutation SetDeadlineReminders($enabled: Boolean!) {\n    updateProfile(input: { deadlineReminders: $enabled }) { id deadlineReminders }\n  }\n": types.SetDeadlineRemindersDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...SessionUserFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation SaveScholarship($scholarshipId: ID!) {\n    saveScholarship(scholarshipId: $scholarshipId) { id isSaved }\n  }\n": types.SaveScholarshipDocument,
    "\n  query SavedScholarships($page: Int, $limit: Int, $language: Language) {\n    savedScholarships(page: $page, limit: $limit, language: $language) {\n      items {\n        id\n        ...ScholarshipCardFields\n      }\n      pagination { total page limit pages }\n    }\n  }\n": types.SavedScholarshipsDocument,
    "\n  mutation UnsaveScholarship($scholarshipId: ID!) {\n    unsaveScholarship(scholarshipId: $scholarshipId) { id isSaved }\n  }\n": types.UnsaveScholarshipDocument,
    "\n  mutation UnsubscribeFromReminders($token: String!) {\n    unsubscribeFromReminders(token: $token) { success message }\n  }\n": types.UnsubscribeFromRemindersDocument,
    "\n  mutation ApplyToScholarship($scholarshipId: ID!, $receipt: Upload) {\n    applyToScholarship(scholarshipId: $scholarshipId, receipt: $receipt) {\n      id\n      ...MyApplicationFields\n    }\n  }\n": types.ApplyToScholarshipDocument,
    "\n  fragment MyApplicationFields on Application { id status rejectionReason feedback }\n": types.MyApplicationFieldsFragmentDoc,
    "\n  mutation ResubmitApplication($applicationId: ID!, $receipt: Upload!) {\n    resubmitApplication(applicationId: $applicationId, receipt: $receipt) {\n      id\n      ...MyApplicationFields\n    }\n  }\n": types.ResubmitApplicationDocument,
    "\n  fragment ScholarshipCardFields on Scholarship { id title description textLanguages { title description } country university imageUrl picture { width height sources { type srcset } } startDate deadline deadlinePassed applicationFee { formatted } isSaved }\n": types.ScholarshipCardFieldsFragmentDoc,
    "\n  query ScholarshipDetail($id: ID!, $language: Language) {\n    scholarship(id: $id, language: $language) {\n      id title description longDescription status\n      textLanguages { title description longDescription faq }\n      video { url embedUrl }\n      faq { question answer }\n      country university imageUrl picture { width height sources { type srcset } } startDate deadline deadlinePassed applicationFee { formatted(language: $language) } isSaved\n      myApplication {\n        id\n        ...MyApplicationFields\n      }\n    }\n  }\n": types.ScholarshipDetailDocument,
    "\n  query ScholarshipFilterOptions {\n    scholarshipFilterOptions { countries universities universitiesByCountry { country universities } }\n  }\n": types.ScholarshipFilterOptionsDocument,
    "\n  query ScholarshipList($filter: ScholarshipFilter, $page: Int, $limit: Int, $language: Language) {\n    scholarships(filter: $filter, page: $page, limit: $limit, language: $language) {\n      items {\n        id\n        ...ScholarshipCardFields\n      }\n      pagination { total page limit pages }\n    }\n  }\n": types.ScholarshipListDocument,
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
export function graphql(source: "\n  query ApplicationDetail($id: ID!, $language: Language) {\n    application(id: $id) {\n      id\n      ...ApplicationSummaryFields\n      payment {\n        id\n        ...PaymentSummaryFields\n      }\n      conversation { id unreadCount }\n      history {\n        status\n        feedback\n        at\n        actor {\n          role\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationDetail($id: ID!, $language: Language) {\n    application(id: $id) {\n      id\n      ...ApplicationSummaryFields\n      payment {\n        id\n        ...PaymentSummaryFields\n      }\n      conversation { id unreadCount }\n      history {\n        status\n        feedback\n        at\n        actor {\n          role\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApplicationSummaryFields on Application {\n    id status rejectionReason feedback receiptUrl createdAt updatedAt\n    scholarship { id title textLanguages { title } country university deadline deadlinePassed }\n    conversation { id unreadCount }\n  }\n"): (typeof documents)["\n  fragment ApplicationSummaryFields on Application {\n    id status rejectionReason feedback receiptUrl createdAt updatedAt\n    scholarship { id title textLanguages { title } country university deadline deadlinePassed }\n    conversation { id unreadCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyApplications($status: ApplicationStatus, $search: String, $page: Int, $limit: Int) {\n    myApplications(status: $status, search: $search, page: $page, limit: $limit) {\n      items {\n        id\n        ...ApplicationSummaryFields\n      }\n      pagination {\n        total\n        page\n        limit\n        pages\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyApplications($status: ApplicationStatus, $search: String, $page: Int, $limit: Int) {\n    myApplications(status: $status, search: $search, page: $page, limit: $limit) {\n      items {\n        id\n        ...ApplicationSummaryFields\n      }\n      pagination {\n        total\n        page\n        limit\n        pages\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawApplication($id: ID!) {\n    withdrawApplication(id: $id) {\n      id\n      ...ApplicationSummaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawApplication($id: ID!) {\n    withdrawApplication(id: $id) {\n      id\n      ...ApplicationSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeEmail($email: String!) {\n    changeEmail(email: $email) {\n      ...SessionUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeEmail($email: String!) {\n    changeEmail(email: $email) {\n      ...SessionUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      ...SessionUserFields\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      ...SessionUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) { success message }\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) { success message }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...SignInAnswerFields\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...SignInAnswerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout($refreshToken: String) {\n    logout(refreshToken: $refreshToken) { success }\n  }\n"): (typeof documents)["\n  mutation Logout($refreshToken: String) {\n    logout(refreshToken: $refreshToken) { success }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshToken($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) { accessToken refreshToken }\n  }\n"): (typeof documents)["\n  mutation RefreshToken($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) { accessToken refreshToken }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!, $paymentReceipt: Upload!, $serviceContract: Upload!) {\n    register(input: $input, paymentReceipt: $paymentReceipt, serviceContract: $serviceContract) { success message }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!, $paymentReceipt: Upload!, $serviceContract: Upload!) {\n    register(input: $input, paymentReceipt: $paymentReceipt, serviceContract: $serviceContract) { success message }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email) { success message }\n  }\n"): (typeof documents)["\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email) { success message }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      message\n      ...SignInAnswerFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      message\n      ...SignInAnswerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResubmitAccountDocuments($paymentReceipt: Upload!, $serviceContract: Upload!) {\n    resubmitAccountDocuments(paymentReceipt: $paymentReceipt, serviceContract: $serviceContract) {\n      ...SessionUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResubmitAccountDocuments($paymentReceipt: Upload!, $serviceContract: Upload!) {\n    resubmitAccountDocuments(paymentReceipt: $paymentReceipt, serviceContract: $serviceContract) {\n      ...SessionUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUserFields on User { id email firstName lastName fullName role approvalStatus isApproved isVerified approvalDate phoneNumber rejectionReason }\n"): (typeof documents)["\n  fragment SessionUserFields on User { id email firstName lastName fullName role approvalStatus isApproved isVerified approvalDate phoneNumber rejectionReason }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SignInAnswerFields on LoginPayload {\n    accessToken refreshToken secondFactorRequired enrolmentRequired challenge secondFactors\n    user {\n      ...SessionUserFields\n    }\n  }\n"): (typeof documents)["\n  fragment SignInAnswerFields on LoginPayload {\n    accessToken refreshToken secondFactorRequired enrolmentRequired challenge secondFactors\n    user {\n      ...SessionUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) { success message }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) { success message }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadMessages {\n    unreadMessages { messages conversations }\n  }\n"): (typeof documents)["\n  query UnreadMessages {\n    unreadMessages { messages conversations }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password) { success message }\n  }\n"): (typeof documents)["\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password) { success message }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDataExport {\n    me { id dataExportUrl }\n  }\n"): (typeof documents)["\n  query MyDataExport {\n    me { id dataExportUrl }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HowToPay($language: Language) {\n    paymentSettings {\n      registrationFee { amount formatted(language: $language) }\n      payee\n      bankName\n      rib\n      instructions(language: $language) { language otherWays serviceContractUrl }\n    }\n  }\n"): (typeof documents)["\n  query HowToPay($language: Language) {\n    paymentSettings {\n      registrationFee { amount formatted(language: $language) }\n      payee\n      bankName\n      rib\n      instructions(language: $language) { language otherWays serviceContractUrl }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenApplicationPayment($scholarshipId: ID!, $language: Language) {\n    openApplicationPayment(scholarshipId: $scholarshipId) {\n      id\n      ...PaymentSummaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation OpenApplicationPayment($scholarshipId: ID!, $language: Language) {\n    openApplicationPayment(scholarshipId: $scholarshipId) {\n      id\n      ...PaymentSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentSummaryFields on Payment {\n    id kind reference status refusalReason paidOn verifiedAt method cardPayable\n    amountDue { amount formatted(language: $language) }\n    amountReceived { formatted(language: $language) }\n    receiptDocument { id url }\n  }\n"): (typeof documents)["\n  fragment PaymentSummaryFields on Payment {\n    id kind reference status refusalReason paidOn verifiedAt method cardPayable\n    amountDue { amount formatted(language: $language) }\n    amountReceived { formatted(language: $language) }\n    receiptDocument { id url }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationPayment($language: Language) {\n    me {\n      id\n      registrationPayment {\n        id\n        ...PaymentSummaryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query RegistrationPayment($language: Language) {\n    me {\n      id\n      registrationPayment {\n        id\n        ...PaymentSummaryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReserveRegistrationReference {\n    reserveRegistrationReference { reference token }\n  }\n"): (typeof documents)["\n  mutation ReserveRegistrationReference {\n    reserveRegistrationReference { reference token }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $endOtherSessions: Boolean!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, endOtherSessions: $endOtherSessions) {\n      success message accessToken refreshToken\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $endOtherSessions: Boolean!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, endOtherSessions: $endOtherSessions) {\n      success message accessToken refreshToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileDetails {\n    me {\n      id\n      ...SessionUserFields\n      createdAt paymentReceiptUrl serviceContractUrl deadlineReminders messageMails\n    }\n  }\n"): (typeof documents)["\n  query ProfileDetails {\n    me {\n      id\n      ...SessionUserFields\n      createdAt paymentReceiptUrl serviceContractUrl deadlineReminders messageMails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDeadlineReminders($enabled: Boolean!) {\n    updateProfile(input: { deadlineReminders: $enabled }) { id deadlineReminders }\n  }\n"): (typeof documents)["\n  mutation SetDeadlineReminders($enabled: Boolean!) {\n    updateProfile(input: { deadlineReminders: $enabled }) { id deadlineReminders }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...SessionUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...SessionUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveScholarship($scholarshipId: ID!) {\n    saveScholarship(scholarshipId: $scholarshipId) { id isSaved }\n  }\n"): (typeof documents)["\n  mutation SaveScholarship($scholarshipId: ID!) {\n    saveScholarship(scholarshipId: $scholarshipId) { id isSaved }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedScholarships($page: Int, $limit: Int, $language: Language) {\n    savedScholarships(page: $page, limit: $limit, language: $language) {\n      items {\n        id\n        ...ScholarshipCardFields\n      }\n      pagination { total page limit pages }\n    }\n  }\n"): (typeof documents)["\n  query SavedScholarships($page: Int, $limit: Int, $language: Language) {\n    savedScholarships(page: $page, limit: $limit, language: $language) {\n      items {\n        id\n        ...ScholarshipCardFields\n      }\n      pagination { total page limit pages }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsaveScholarship($scholarshipId: ID!) {\n    unsaveScholarship(scholarshipId: $scholarshipId) { id isSaved }\n  }\n"): (typeof documents)["\n  mutation UnsaveScholarship($scholarshipId: ID!) {\n    unsaveScholarship(scholarshipId: $scholarshipId) { id isSaved }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeFromReminders($token: String!) {\n    unsubscribeFromReminders(token: $token) { success message }\n  }\n"): (typeof documents)["\n  mutation UnsubscribeFromReminders($token: String!) {\n    unsubscribeFromReminders(token: $token) { success message }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyToScholarship($scholarshipId: ID!, $receipt: Upload) {\n    applyToScholarship(scholarshipId: $scholarshipId, receipt: $receipt) {\n      id\n      ...MyApplicationFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyToScholarship($scholarshipId: ID!, $receipt: Upload) {\n    applyToScholarship(scholarshipId: $scholarshipId, receipt: $receipt) {\n      id\n      ...MyApplicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyApplicationFields on Application { id status rejectionReason feedback }\n"): (typeof documents)["\n  fragment MyApplicationFields on Application { id status rejectionReason feedback }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResubmitApplication($applicationId: ID!, $receipt: Upload!) {\n    resubmitApplication(applicationId: $applicationId, receipt: $receipt) {\n      id\n      ...MyApplicationFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResubmitApplication($applicationId: ID!, $receipt: Upload!) {\n    resubmitApplication(applicationId: $applicationId, receipt: $receipt) {\n      id\n      ...MyApplicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScholarshipCardFields on Scholarship { id title description textLanguages { title description } country university imageUrl picture { width height sources { type srcset } } startDate deadline deadlinePassed applicationFee { formatted } isSaved }\n"): (typeof documents)["\n  fragment ScholarshipCardFields on Scholarship { id title description textLanguages { title description } country university imageUrl picture { width height sources { type srcset } } startDate deadline deadlinePassed applicationFee { formatted } isSaved }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScholarshipDetail($id: ID!, $language: Language) {\n    scholarship(id: $id, language: $language) {\n      id title description longDescription status\n      textLanguages { title description longDescription faq }\n      video { url embedUrl }\n      faq { question answer }\n      country university imageUrl picture { width height sources { type srcset } } startDate deadline deadlinePassed applicationFee { formatted(language: $language) } isSaved\n      myApplication {\n        id\n        ...MyApplicationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ScholarshipDetail($id: ID!, $language: Language) {\n    scholarship(id: $id, language: $language) {\n      id title description longDescription status\n      textLanguages { title description longDescription faq }\n      video { url embedUrl }\n      faq { question answer }\n      country university imageUrl picture { width height sources { type srcset } } startDate deadline deadlinePassed applicationFee { formatted(language: $language) } isSaved\n      myApplication {\n        id\n        ...MyApplicationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScholarshipFilterOptions {\n    scholarshipFilterOptions { countries universities universitiesByCountry { country universities } }\n  }\n"): (typeof documents)["\n  query ScholarshipFilterOptions {\n    scholarshipFilterOptions { countries universities universitiesByCountry { country universities } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScholarshipList($filter: ScholarshipFilter, $page: Int, $limit: Int, $language: Language) {\n    scholarships(filter: $filter, page: $page, limit: $limit, language: $language) {\n      items {\n        id\n        ...ScholarshipCardFields\n      }\n      pagination { total page limit pages }\n    }\n  }\n"): (typeof documents)["\n  query ScholarshipList($filter: ScholarshipFilter, $page: Int, $limit: Int, $language: Language) {\n    scholarships(filter: $filter, page: $page, limit: $limit, language: $language) {\n      items {\n        id\n        ...ScholarshipCardFields\n      }\n      pagination { total page limit pages }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;