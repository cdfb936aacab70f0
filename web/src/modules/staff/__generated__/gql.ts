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
    "\n  fragment AccountRowFields on User {\n    id email firstName lastName fullName role approvalStatus isVerified approvalDate phoneNumber createdAt corrected\n    assignee { id fullName }\n    conversation { id unreadCount }\n  }\n": typeof types.AccountRowFieldsFragmentDoc,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) { id role }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) { success id }\n  }\n": typeof types.DeleteUserDocument,
    "\n  mutation EndUserSessions($userId: ID!) {\n    endUserSessions(userId: $userId) { message }\n  }\n": typeof types.EndUserSessionsDocument,
    "\n  mutation RegisterAgent($input: CreateUserInput!) {\n    registerAgent(input: $input) { id role }\n  }\n": typeof types.RegisterAgentDocument,
    "\n  mutation ResetSecondFactors($userId: ID!) {\n    resetSecondFactors(userId: $userId) { message }\n  }\n": typeof types.ResetSecondFactorsDocument,
    "\n  mutation SetUserApproval($userIds: [ID!]!, $status: ApprovalStatus!, $reason: String, $payment: VerifyPaymentInput) {\n    setUserApproval(userIds: $userIds, status: $status, reason: $reason, payment: $payment) {\n      success\n      users {\n        id approvalStatus isApproved approvalDate rejectionReason\n        registrationPayment { ...PaymentReviewFields }\n      }\n    }\n  }\n": typeof types.SetUserApprovalDocument,
    "\n  query StaffUser($id: ID!) {\n    user(id: $id) {\n      id email firstName lastName fullName role approvalStatus isApproved isVerified approvalDate phoneNumber rejectionReason language createdAt paymentReceiptUrl serviceContractUrl secondFactorEnabled\n      assignee { id fullName }\n      registrationPayment { ...PaymentReviewFields }\n      notes { ...NoteFields }\n      conversation { id unreadCount }\n      correctionRequest { ...CorrectionRequestFields }\n    }\n  }\n": typeof types.StaffUserDocument,
    "\n  query StaffUsers($filter: UserFilter, $page: Int, $limit: Int, $sort: UserSort) {\n    users(filter: $filter, page: $page, limit: $limit, sort: $sort) {\n      items { ...AccountRowFields }\n      pagination { total capped page limit pages }\n    }\n  }\n": typeof types.StaffUsersDocument,
    "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) { id email firstName lastName fullName role phoneNumber }\n  }\n": typeof types.UpdateUserDocument,
    "\n  fragment ApplicationRowFields on Application {\n    id status feedback createdAt updatedAt corrected\n    conversation { id unreadCount }\n    applicant { id fullName email phoneNumber }\n    scholarship { id title textLanguages { title } }\n    assignee { id fullName }\n  }\n": typeof types.ApplicationRowFieldsFragmentDoc,
    "\n  mutation ApproveApplication($id: ID!, $feedback: String, $payment: VerifyPaymentInput) {\n    approveApplication(id: $id, feedback: $feedback, payment: $payment) {\n      id status feedback rejectionReason updatedAt\n      payment { ...PaymentReviewFields }\n    }\n  }\n": typeof types.ApproveApplicationDocument,
    "\n  mutation DeleteApplication($id: ID!) {\n    deleteApplication(id: $id) { success id }\n  }\n": typeof types.DeleteApplicationDocument,
    "\n  mutation RejectApplication($id: ID!, $feedback: String) {\n    rejectApplication(id: $id, feedback: $feedback) { id status feedback rejectionReason updatedAt }\n  }\n": typeof types.RejectApplicationDocument,
    "\n  query ScholarshipChoices($page: Int, $limit: Int) {\n    scholarships(page: $page, limit: $limit) {\n      items { id title }\n      pagination { total page limit pages }\n    }\n  }\n": typeof types.ScholarshipChoicesDocument,
    "\n  query StaffApplication($id: ID!) {\n    application(id: $id) {\n      id status rejectionReason feedback receiptUrl createdAt updatedAt applicantDeleted corrected\n      applicant { id fullName email phoneNumber approvalStatus isVerified language }\n      scholarship { id title textLanguages { title } country university deadline deadlinePassed }\n      history {\n        status feedback at correctionRequestId\n        actor { id fullName role }\n      }\n      assignee { id fullName }\n      payment { ...PaymentReviewFields receiptDocument { ...StaffDocumentFields } }\n      notes { ...NoteFields }\n      conversation { id unreadCount }\n      correctionRequest { ...CorrectionRequestFields }\n      documents { ...StaffDocumentFields }\n    }\n  }\n": typeof types.StaffApplicationDocument,
    "\n  query StaffApplications($filter: ApplicationFilter, $page: Int, $limit: Int) {\n    applications(filter: $filter, page: $page, limit: $limit) {\n      items { ...ApplicationRowFields }\n      pagination { total capped page limit pages }\n    }\n  }\n": typeof types.StaffApplicationsDocument,
    "\n  mutation UpdateApplicationStatus($id: ID!, $status: ApplicationStatus!, $feedback: String) {\n    updateApplicationStatus(id: $id, status: $status, feedback: $feedback) { id status feedback rejectionReason updatedAt }\n  }\n": typeof types.UpdateApplicationStatusDocument,
    "\n  fragment AuditEntryRowFields on AuditEntry {\n    id\n    at\n    action\n    clientAddress\n    actor { id role firstName lastName email }\n    target { type id name scholarship { id title } }\n    changes { field before after beforeName afterName }\n  }\n": typeof types.AuditEntryRowFieldsFragmentDoc,
    "\n  query AuditLog($filter: AuditFilter, $page: Int, $limit: Int) {\n    auditLog(filter: $filter, page: $page, limit: $limit) {\n      items { ...AuditEntryRowFields }\n      pagination { total capped page limit pages }\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  mutation AddAccountNote($userId: ID!, $text: String!) {\n    addAccountNote(userId: $userId, text: $text) { ...NoteFields }\n  }\n": typeof types.AddAccountNoteDocument,
    "\n  mutation AddApplicationNote($applicationId: ID!, $text: String!) {\n    addApplicationNote(applicationId: $applicationId, text: $text) { ...NoteFields }\n  }\n": typeof types.AddApplicationNoteDocument,
    "\n  mutation AssignAccount($id: ID!, $assigneeId: ID) {\n    assignAccount(id: $id, assigneeId: $assigneeId) { id assignee { id fullName } }\n  }\n": typeof types.AssignAccountDocument,
    "\n  mutation AssignApplication($id: ID!, $assigneeId: ID) {\n    assignApplication(id: $id, assigneeId: $assigneeId) { id assignee { id fullName } }\n  }\n": typeof types.AssignApplicationDocument,
    "\n  mutation BulkDecideApplications($input: BulkApplicationsInput!) {\n    bulkDecideApplications(input: $input) {\n      succeeded failed\n      results { applicationId applicantName ok code message }\n    }\n  }\n": typeof types.BulkDecideApplicationsDocument,
    "\n  fragment NoteFields on InternalNote {\n    id text createdAt\n    author { id fullName }\n  }\n": typeof types.NoteFieldsFragmentDoc,
    "\n  query StaffMembers {\n    agents: users(filter: { role: AGENT }, limit: 100, sort: { field: NAME }) { items { id fullName email } }\n    admins: users(filter: { role: ADMIN }, limit: 100, sort: { field: NAME }) { items { id fullName email } }\n  }\n": typeof types.StaffMembersDocument,
    "\n  fragment CorrectionRequestFields on CorrectionRequest {\n    id status message dueDate overdue requestedAt submittedAt withdrawnAt\n    items { id kind label fileName fileUrl }\n    requestedBy { id fullName }\n  }\n": typeof types.CorrectionRequestFieldsFragmentDoc,
    "\n  mutation CreateMessageTemplate($input: MessageTemplateInput!) {\n    createMessageTemplate(input: $input) { ...MessageTemplateFields }\n  }\n": typeof types.CreateMessageTemplateDocument,
    "\n  mutation DeleteMessageTemplate($id: ID!) {\n    deleteMessageTemplate(id: $id) { success id }\n  }\n": typeof types.DeleteMessageTemplateDocument,
    "\n  mutation MessageApplicants($input: MessageApplicantsInput!) {\n    messageApplicants(input: $input) {\n      succeeded failed\n      results { applicationId applicantName ok code message }\n    }\n  }\n": typeof types.MessageApplicantsDocument,
    "\n  fragment MessageTemplateFields on MessageTemplate {\n    id language title body updatedAt\n  }\n": typeof types.MessageTemplateFieldsFragmentDoc,
    "\n  query MessageTemplates($language: Language) {\n    messageTemplates(language: $language) { ...MessageTemplateFields }\n  }\n": typeof types.MessageTemplatesDocument,
    "\n  mutation RequestCorrection($input: RequestCorrectionInput!) {\n    requestCorrection(input: $input) { ...CorrectionRequestFields }\n  }\n": typeof types.RequestCorrectionDocument,
    "\n  mutation UpdateMessageTemplate($id: ID!, $input: MessageTemplateInput!) {\n    updateMessageTemplate(id: $id, input: $input) { ...MessageTemplateFields }\n  }\n": typeof types.UpdateMessageTemplateDocument,
    "\n  mutation WithdrawCorrectionRequest($requestId: ID!) {\n    withdrawCorrectionRequest(requestId: $requestId) { ...CorrectionRequestFields }\n  }\n": typeof types.WithdrawCorrectionRequestDocument,
    "\n  query StaffDashboard {\n    dashboard {\n      today\n      pendingApplications {\n        total\n        oldest { id createdAt waitingDays scholarshipId scholarshipTitle applicantName corrected }\n      }\n      pendingAccounts {\n        total\n        oldest { id createdAt waitingDays firstName lastName email isVerified }\n      }\n      closingSoon { id title deadline daysLeft pendingApplications totalApplications }\n      activity { day received decided }\n      assignedToMe { applications accounts }\n      unreadFromStudents { messages conversations }\n      overdueCorrections\n    }\n  }\n": typeof types.StaffDashboardDocument,
    "\n  fragment StaffDocumentFields on Document {\n    id kind language issuedAt verificationCode url\n    supersededBy { id }\n  }\n": typeof types.StaffDocumentFieldsFragmentDoc,
    "\n  fragment FinanceRowFields on FinanceRow {\n    scholarship { id title }\n    month\n    payments\n    due { formatted }\n    received { formatted }\n    outstanding { formatted }\n  }\n": typeof types.FinanceRowFieldsFragmentDoc,
    "\n  query StaffFinance {\n    finance {\n      total { ...FinanceRowFields }\n      registration { ...FinanceRowFields }\n      perScholarship { ...FinanceRowFields }\n      perMonth { ...FinanceRowFields }\n    }\n  }\n": typeof types.StaffFinanceDocument,
    "\n  fragment FailedMailRowFields on FailedMail {\n    id recipient subject kind attempts lastError createdAt failedAt\n  }\n": typeof types.FailedMailRowFieldsFragmentDoc,
    "\n  query FailedMails($page: Int, $limit: Int) {\n    failedMails(page: $page, limit: $limit) {\n      items { ...FailedMailRowFields }\n      pagination { total page limit pages }\n    }\n  }\n": typeof types.FailedMailsDocument,
    "\n  query StaffPaymentSettings {\n    paymentSettings {\n      registrationFee { amount }\n      payee\n      bankName\n      rib\n      allInstructions { language otherWays serviceContractUrl }\n    }\n  }\n": typeof types.StaffPaymentSettingsDocument,
    "\n  mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {\n    updatePaymentSettings(input: $input) {\n      registrationFee { amount }\n      payee\n      bankName\n      rib\n      allInstructions { language otherWays serviceContractUrl }\n    }\n  }\n": typeof types.UpdatePaymentSettingsDocument,
    "\n  mutation UploadServiceContractTemplate($language: Language!, $file: Upload!) {\n    uploadServiceContractTemplate(language: $language, file: $file) {\n      allInstructions { language otherWays serviceContractUrl }\n    }\n  }\n": typeof types.UploadServiceContractTemplateDocument,
    "\n  query AccountRegistrationPayment($id: ID!) {\n    user(id: $id) {\n      id\n      registrationPayment { ...PaymentReviewFields }\n    }\n  }\n": typeof types.AccountRegistrationPaymentDocument,
    "\n  fragment PaymentCardFields on Payment {\n    id method cardTransactionId\n    cardAttempts {\n      orderId status reason transactionId authCode createdAt\n      amount { amount formatted }\n    }\n  }\n": typeof types.PaymentCardFieldsFragmentDoc,
    "\n  fragment PaymentReviewFields on Payment {\n    id kind reference status receiptUrl refusalReason verifiedAt paidOn bankTransactionReference verifiedFrom flagged\n    amountDue { amount formatted }\n    amountReceived { amount formatted }\n    reviewedBy { id fullName }\n    duplicates {\n      similarity\n      payment {\n        id reference status\n        student { id fullName email }\n      }\n    }\n  }\n": typeof types.PaymentReviewFieldsFragmentDoc,
    "\n  fragment PaymentRowFields on Payment {\n    id kind reference status flagged createdAt\n    amountDue { formatted }\n    student { id fullName email }\n    application { id scholarship { id title } }\n  }\n": typeof types.PaymentRowFieldsFragmentDoc,
    "\n  mutation RefusePayment($id: ID!, $reason: String!) {\n    refusePayment(id: $id, reason: $reason) { id ...PaymentReviewFields }\n  }\n": typeof types.RefusePaymentDocument,
    "\n  query StaffPayment($id: ID!) {\n    payment(id: $id) {\n      id createdAt\n      ...PaymentReviewFields\n      ...PaymentCardFields\n      receiptDocument { ...StaffDocumentFields }\n      student { id fullName email }\n      application { id scholarship { id title } }\n    }\n  }\n": typeof types.StaffPaymentDocument,
    "\n  query StaffPayments($filter: PaymentFilter, $page: Int, $limit: Int) {\n    payments(filter: $filter, page: $page, limit: $limit) {\n      items { ...PaymentRowFields }\n      pagination { total capped page limit pages }\n    }\n  }\n": typeof types.StaffPaymentsDocument,
    "\n  mutation VerifyPayment($id: ID!, $input: VerifyPaymentInput!) {\n    verifyPayment(id: $id, input: $input) { id ...PaymentReviewFields }\n  }\n": typeof types.VerifyPaymentDocument,
    "\n  mutation ChangeScholarshipStatus($id: ID!, $change: ScholarshipStatusChange!) {\n    changeScholarshipStatus(id: $id, change: $change) { id status }\n  }\n": typeof types.ChangeScholarshipStatusDocument,
    "\n  mutation CreateScholarship($input: ScholarshipInput!, $image: Upload) {\n    createScholarship(input: $input, image: $image) { id title }\n  }\n": typeof types.CreateScholarshipDocument,
    "\n  mutation DeleteScholarship($id: ID!, $force: Boolean) {\n    deleteScholarship(id: $id, force: $force) { success id }\n  }\n": typeof types.DeleteScholarshipDocument,
    "\n  mutation DuplicateScholarship($id: ID!) {\n    duplicateScholarship(id: $id) { id }\n  }\n": typeof types.DuplicateScholarshipDocument,
    "\n  fragment ScholarshipRowFields on Scholarship {\n    id title status textLanguages { title } country university startDate deadline deadlinePassed applicationCount\n  }\n": typeof types.ScholarshipRowFieldsFragmentDoc,
    "\n  query StaffScholarship($id: ID!) {\n    scholarship(id: $id) {\n      id status country university imageUrl startDate deadline applicationFee { amount }\n      translations {\n        fr {\n          title description longDescription videoUrl\n          faq { question answer }\n        }\n        ar {\n          title description longDescription videoUrl\n          faq { question answer }\n        }\n        en {\n          title description longDescription videoUrl\n          faq { question answer }\n        }\n      }\n    }\n  }\n": typeof types.StaffScholarshipDocument,
    "\n  query StaffScholarshipFilterOptions {\n    scholarshipFilterOptions { countries universities }\n  }\n": typeof types.StaffScholarshipFilterOptionsDocument,
    "\n  query StaffScholarships($filter: ScholarshipFilter, $page: Int, $limit: Int, $language: Language) {\n    scholarships(filter: $filter, page: $page, limit: $limit, language: $language) {\n      items { ...ScholarshipRowFields }\n      pagination { total page limit pages }\n    }\n  }\n": typeof types.StaffScholarshipsDocument,
    "\n  mutation UpdateScholarship($id: ID!, $input: ScholarshipInput!, $image: Upload) {\n    updateScholarship(id: $id, input: $input, image: $image) { id title imageUrl }\n  }\n": typeof types.UpdateScholarshipDocument,
    "\n  query BankStatement($id: ID!) {\n    bankStatement(id: $id) { id ...StatementSummaryFields }\n  }\n": typeof types.BankStatementDocument,
    "\n  query BankStatements($page: Int, $limit: Int) {\n    bankStatements(page: $page, limit: $limit) {\n      items {\n        id bank fileName importedAt\n        importedBy { id fullName }\n        lineCount matchedCount alreadyVerifiedCount mismatchCount unmatchedCount alreadyImportedCount\n      }\n      pagination { total capped page pages }\n    }\n  }\n": typeof types.BankStatementsDocument,
    "\n  mutation ImportBankStatement($file: Upload!, $bank: String!, $mapping: StatementMappingInput) {\n    importBankStatement(file: $file, bank: $bank, mapping: $mapping) {\n      headersToMap\n      statement { id ...StatementSummaryFields }\n    }\n  }\n": typeof types.ImportBankStatementDocument,
    "\n  fragment StatementLineFields on StatementLine {\n    line date label references outcome\n    amount { formatted }\n    payment { id reference }\n  }\n": typeof types.StatementLineFieldsFragmentDoc,
    "\n  fragment StatementSummaryFields on BankStatementImport {\n    id bank fileName importedAt\n    lineCount matchedCount alreadyVerifiedCount mismatchCount unmatchedCount alreadyImportedCount\n    matched { ...StatementLineFields }\n    alreadyVerified { ...StatementLineFields }\n    mismatches { ...StatementLineFields }\n    unmatched { ...StatementLineFields }\n    problems { line message value }\n  }\n": typeof types.StatementSummaryFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  fragment AccountRowFields on User {\n    id email firstName lastName fullName role approvalStatus isVerified approvalDate phoneNumber createdAt corrected\n    assignee { id fullName }\n    conversation { id unreadCount }\n  }\n": types.AccountRowFieldsFragmentDoc,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) { id role }\n  }\n": types.CreateUserDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) { success id }\n  }\n": types.DeleteUserDocument,
    "\n  mutation EndUserSessions($userId: ID!) {\n    endUserSessions(userId: $userId) { message }\n  }\n": types.EndUserSessionsDocument,
    "\n  mutation RegisterAgent($input: CreateUserInput!) {\n    registerAgent(input: $input) { id role }\n  }\n": types.RegisterAgentDocument,
    "\n  mutation ResetSecondFactors($userId: ID!) {\n    resetSecondFactors(userId: $userId) { message }\n  }\n": types.ResetSecondFactorsDocument,
    "\n  mutation SetUserApproval($userIds: [ID!]!, $status: ApprovalStatus!, $reason: String, $payment: VerifyPaymentInput) {\n    setUserApproval(userIds: $userIds, status: $status, reason: $reason, payment: $payment) {\n      success\n      users {\n        id approvalStatus isApproved approvalDate rejectionReason\n        registrationPayment { ...PaymentReviewFields }\n      }\n    }\n  }\n": types.SetUserApprovalDocument,
    "\n  query StaffUser($id: ID!) {\n    user(id: $id) {\n      id email firstName lastName fullName role approvalStatus isApproved isVerified approvalDate phoneNumber rejectionReason language createdAt paymentReceiptUrl serviceContractUrl secondFactorEnabled\n      assignee { id fullName }\n      registrationPayment { ...PaymentReviewFields }\n      notes { ...NoteFields }\n      conversation { id unreadCount }\n      correctionRequest { ...CorrectionRequestFields }\n    }\n  }\n": types.StaffUserDocument,
    "\n  query StaffUsers($filter: UserFilter, $page: Int, $limit: Int, $sort: UserSort) {\n    users(filter: $filter, page: $page, limit: $limit, sort: $sort) {\n      items { ...AccountRowFields }\n      pagination { total capped page limit pages }\n    }\n  }\n": types.StaffUsersDocument,
    "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) { id email firstName lastName fullName role phoneNumber }\n  }\n": types.UpdateUserDocument,
    "\n  fragment ApplicationRowFields on Application {\n    id status feedback createdAt updatedAt corrected\n    conversation { id unreadCount }\n    applicant { id fullName email phoneNumber }\n    scholarship { id title textLanguages { title } }\n    assignee { id fullName }\n  }\n": types.ApplicationRowFieldsFragmentDoc,
    "\n  mutation ApproveApplication($id: ID!, $feedback: String, $payment: VerifyPaymentInput) {\n    approveApplication(id: $id, feedback: $feedback, payment: $payment) {\n      id status feedback rejectionReason updatedAt\n      payment { ...PaymentReviewFields }\n    }\n  }\n": types.ApproveApplicationDocument,
    "\n  mutation DeleteApplication($id: ID!) {\n    deleteApplication(id: $id) { success id }\n  }\n": types.DeleteApplicationDocument,
    "\n  mutation RejectApplication($id: ID!, $feedback: String) {\n    rejectApplication(id: $id, feedback: $feedback) { id status feedback rejectionReason updatedAt }\n  }\n": types.RejectApplicationDocument,
    "\n  query ScholarshipChoices($page: Int, $limit: Int) {\n    scholarships(page: $page, limit: $limit) {\n      items { id title }\n      pagination { total page limit pages }\n    }\n  }\n": types.ScholarshipChoicesDocument,
    "\n  query StaffApplication($id: ID!) {\n    application(id: $id) {\n      id status rejectionReason feedback receiptUrl createdAt updatedAt applicantDeleted corrected\n      applicant { id fullName email phoneNumber approvalStatus isVerified language }\n      scholarship { id title textLanguages { title } country university deadline deadlinePassed }\n      history {\n        status feedback at correctionRequestId\n        actor { id fullName role }\n      }\n      assignee { id fullName }\n      payment { ...PaymentReviewFields receiptDocument { ...StaffDocumentFields } }\n      notes { ...NoteFields }\n      conversation { id unreadCount }\n      correctionRequest { ...CorrectionRequestFields }\n      documents { ...StaffDocumentFields }\n    }\n  }\n": types.StaffApplicationDocument,
    "\n  query StaffApplications($filter: ApplicationFilter, $page: Int, $limit: Int) {\n    applications(filter: $filter, page: $page, limit: $limit) {\n      items { ...ApplicationRowFields }\n      pagination { total capped page limit pages }\n    }\n  }\n": types.StaffApplicationsDocument,
    "\n  mutation UpdateApplicationStatus($id: ID!, $status: ApplicationStatus!, $feedback: String) {\n    updateApplicationStatus(id: $id, status: $status, feedback: $feedback) { id status feedback rejectionReason updatedAt }\n  }\n": types.UpdateApplicationStatusDocument,
    "\n  fragment AuditEntryRowFields on AuditEntry {\n    id\n    at\n    action\n    clientAddress\n    actor { id role firstName lastName email }\n    target { type id name scholarship { id title } }\n    changes { field before after beforeName afterName }\n  }\n": types.AuditEntryRowFieldsFragmentDoc,
    "\n  query AuditLog($filter: AuditFilter, $page: Int, $limit: Int) {\n    auditLog(filter: $filter, page: $page, limit: $limit) {\n      items { ...AuditEntryRowFields }\n      pagination { total capped page limit pages }\n    }\n  }\n": types.AuditLogDocument,
    "\n  mutation AddAccountNote($userId: ID!, $text: String!) {\n    addAccountNote(userId: $userId, text: $text) { ...NoteFields }\n  }\n": types.AddAccountNoteDocument,
    "\n  mutation AddApplicationNote($applicationId: ID!, $text: String!) {\n    addApplicationNote(applicationId: $applicationId, text: $text) { ...NoteFields }\n  }\n": types.AddApplicationNoteDocument,
    "\n  mutation AssignAccount($id: ID!, $assigneeId: ID) {\n    assignAccount(id: $id, assigneeId: $assigneeId) { id assignee { id fullName } }\n  }\n": types.AssignAccountDocument,
    "\n  mutation AssignApplication($id: ID!, $assigneeId: ID) {\n    assignApplication(id: $id, assigneeId: $assigneeId) { id assignee { id fullName } }\n  }\n": types.AssignApplicationDocument,
    "\n  mutation BulkDecideApplications($input: BulkApplicationsInput!) {\n    bulkDecideApplications(input: $input) {\n      succeeded failed\n      results { applicationId applicantName ok code message }\n    }\n  }\n": types.BulkDecideApplicationsDocument,
    "\n  fragment NoteFields on InternalNote {\n    id text createdAt\n    author { id fullName }\n  }\n": types.NoteFieldsFragmentDoc,
    "\n  query StaffMembers {\n    agents: users(filter: { role: AGENT }, limit: 100, sort: { field: NAME }) { items { id fullName email } }\n    admins: users(filter: { role: ADMIN }, limit: 100, sort: { field: NAME }) { items { id fullName email } }\n  }\n": types.StaffMembersDocument,
    "\n  fragment CorrectionRequestFields on CorrectionRequest {\n    id status message dueDate overdue requestedAt submittedAt withdrawnAt\n    items { id kind label fileName fileUrl }\n    requestedBy { id fullName }\n  }\n": types.CorrectionRequestFieldsFragmentDoc,
    "\n  mutation CreateMessageTemplate($input: MessageTemplateInput!) {\n    createMessageTemplate(input: $input) { ...MessageTemplateFields }\n  }\n": types.CreateMessageTemplateDocument,
    "\n  mutation DeleteMessageTemplate($id: ID!) {\n    deleteMessageTemplate(id: $id) { success id }\n  }\n": types.DeleteMessageTemplateDocument,
    "\n  mutation MessageApplicants($input: MessageApplicantsInput!) {\n    messageApplicants(input: $input) {\n      succeeded failed\n      results { applicationId applicantName ok code message }\n    }\n  }\n": types.MessageApplicantsDocument,
    "\n  fragment MessageTemplateFields on MessageTemplate {\n    id language title body updatedAt\n  }\n": types.MessageTemplateFieldsFragmentDoc,
    "\n  query MessageTemplates($language: Language) {\n    messageTemplates(language: $language) { ...MessageTemplateFields }\n  }\n": types.MessageTemplatesDocument,
    "\n  mutation RequestCorrection($input: RequestCorrectionInput!) {\n    requestCorrection(input: $input) { ...CorrectionRequestFields }\n  }\n": types.RequestCorrectionDocument,
    "\n  mutation UpdateMessageTemplate($id: ID!, $input: MessageTemplateInput!) {\n    updateMessageTemplate(id: $id, input: $input) { ...MessageTemplateFields }\n  }\n": types.UpdateMessageTemplateDocument,
    "\n  mutation WithdrawCorrectionRequest($requestId: ID!) {\n    withdrawCorrectionRequest(requestId: $requestId) { ...CorrectionRequestFields }\n  }\n": types.WithdrawCorrectionRequestDocument,
    "\n  query StaffDashboard {\n    dashboard {\n      today\n      pendingApplications {\n        total\n        oldest { id createdAt waitingDays scholarshipId scholarshipTitle applicantName corrected }\n      }\n      pendingAccounts {\n        total\n        oldest { id createdAt waitingDays firstName lastName email isVerified }\n      }\n      closingSoon { id title deadline daysLeft pendingApplications totalApplications }\n      activity { day received decided }\n      assignedToMe { applications accounts }\n      unreadFromStudents { messages conversations }\n      overdueCorrections\n    }\n  }\n": types.StaffDashboardDocument,
    "\n  fragment StaffDocumentFields on Document {\n    id kind language issuedAt verificationCode url\n    supersededBy { id }\n  }\n": types.StaffDocumentFieldsFragmentDoc,
    "\n  fragment FinanceRowFields on FinanceRow {\n    scholarship { id title }\n    month\n    payments\n    due { formatted }\n    received { formatted }\n    outstanding { formatted }\n  }\n": types.FinanceRowFieldsFragmentDoc,
    "\n  query StaffFinance {\n    finance {\n      total { ...FinanceRowFields }\n      registration { ...FinanceRowFields }\n      perScholarship { ...FinanceRowFields }\n      perMonth { ...FinanceRowFields }\n    }\n  }\n": types.StaffFinanceDocument,
    "\n  fragment FailedMailRowFields on FailedMail {\n    id recipient subject kind attempts lastError createdAt failedAt\n  }\n": types.FailedMailRowFieldsFragmentDoc,
    "\n  query FailedMails($page: Int, $limit: Int) {\n    failedMails(page: $page, limit: $limit) {\n      items { ...FailedMailRowFields }\n      pagination { total page limit pages }\n    }\n  }\n": types.FailedMailsDocument,
    "\n  query StaffPaymentSettings {\n    paymentSettings {\n      registrationFee { amount }\n      payee\n      bankName\n      rib\n      allInstructions { language otherWays serviceContractUrl }\n    }\n  }\n": types.StaffPaymentSettingsDocument,
    "\n  mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {\n    updatePaymentSettings(input: $input) {\n      registrationFee { amount }\n      payee\n      bankName\n      rib\n      allInstructions { language otherWays serviceContractUrl }\n    }\n  }\n": types.UpdatePaymentSettingsDocument,
    "\n  mutation UploadServiceContractTemplate($language: Language!, $file: Upload!) {\n    uploadServiceContractTemplate(language: $language, file: $file) {\n      allInstructions { language otherWays serviceContractUrl }\n    }\n  }\n": types.UploadServiceContractTemplateDocument,
    "\n  query AccountRegistrationPayment($id: ID!) {\n    user(id: $id) {\n      id\n      registrationPayment { ...PaymentReviewFields }\n    }\n  }\n": types.AccountRegistrationPaymentDocument,
    "\n  fragment PaymentCardFields on Payment {\n    id method cardTransactionId\n    cardAttempts {\n      orderId status reason transactionId authCode createdAt\n      amount { amount formatted }\n    }\n  }\n": types.PaymentCardFieldsFragmentDoc,
    "\n  fragment PaymentReviewFields on Payment {\n    id kind reference status receiptUrl refusalReason verifiedAt paidOn bankTransactionReference verifiedFrom flagged\n    amountDue { amount formatted }\n    amountReceived { amount formatted }\n    reviewedBy { id fullName }\n    duplicates {\n      similarity\n      payment {\n        id reference status\n        student { id fullName email }\n      }\n    }\n  }\n": types.PaymentReviewFieldsFragmentDoc,
    "\n  fragment PaymentRowFields on Payment {\n    id kind reference status flagged createdAt\n    amountDue { formatted }\n    student { id fullName email }\n    application { id scholarship { id title } }\n  }\n": types.PaymentRowFieldsFragmentDoc,
    "\n  mutation RefusePayment($id: ID!, $reason: String!) {\n    refusePayment(id: $id, reason: $reason) { id ...PaymentReviewFields }\n  }\n": types.RefusePaymentDocument,
    "\n  query StaffPayment($id: ID!) {\n    payment(id: $id) {\n      id createdAt\n      ...PaymentReviewFields\n      ...PaymentCardFields\n      receiptDocument { ...StaffDocumentFields }\n      student { id fullName email }\n      application { id scholarship { id title } }\n    }\n  }\n": types.StaffPaymentDocument,
    "\n  query StaffPayments($filter: PaymentFilter, $page: Int, $limit: Int) {\n    payments(filter: $filter, page: $page, limit: $limit) {\n      items { ...PaymentRowFields }\n      pagination { total capped page limit pages }\n    }\n  }\n": types.StaffPaymentsDocument,
    "\n  mutation VerifyPayment($id: ID!, $input: VerifyPaymentInput!) {\n    verifyPayment(id: $id, input: $input) { id ...PaymentReviewFields }\n  }\n": types.VerifyPaymentDocument,
    "\n  mutation ChangeScholarshipStatus($id: ID!, $change: ScholarshipStatusChange!) {\n    changeScholarshipStatus(id: $id, change: $change) { id status }\n  }\n": types.ChangeScholarshipStatusDocument,
    "\n  mutation CreateScholarship($input: ScholarshipInput!, $image: Upload) {\n    createScholarship(input: $input, image: $image) { id title }\n  }\n": types.CreateScholarshipDocument,
    "\n  mutation DeleteScholarship($id: ID!, $force: Boolean) {\n    deleteScholarship(id: $id, force: $force) { success id }\n  }\n": types.DeleteScholarshipDocument,
    "\n  mutation DuplicateScholarship($id: ID!) {\n    duplicateScholarship(id: $id) { id }\n  }\n": types.DuplicateScholarshipDocument,
    "\n  fragment ScholarshipRowFields on Scholarship {\n    id title status textLanguages { title } country university startDate deadline deadlinePassed applicationCount\n  }\n": types.ScholarshipRowFieldsFragmentDoc,
    "\n  query StaffScholarship($id: ID!) {\n    scholarship(id: $id) {\n      id status country university imageUrl startDate deadline applicationFee { amount }\n      translations {\n        fr {\n          title description longDescription videoUrl\n          faq { question answer }\n        }\n        ar {\n          title description longDescription videoUrl\n          faq { question answer }\n        }\n        en {\n          title description longDescription videoUrl\n          faq { question answer }\n        }\n      }\n    }\n  }\n": types.StaffScholarshipDocument,
    "\n  query StaffScholarshipFilterOptions {\n    scholarshipFilterOptions { countries universities }\n  }\n": types.StaffScholarshipFilterOptionsDocument,
    "\n  query StaffScholarships($filter: ScholarshipFilter, $page: Int, $limit: Int, $language: Language) {\n    scholarships(filter: $filter, page: $page, limit: $limit, language: $language) {\n      items { ...ScholarshipRowFields }\n      pagination { total page limit pages }\n    }\n  }\n": types.StaffScholarshipsDocument,
    "\n  mutation UpdateScholarship($id: ID!, $input: ScholarshipInput!, $image: Upload) {\n    updateScholarship(id: $id, input: $input, image: $image) { id title imageUrl }\n  }\n": types.UpdateScholarshipDocument,
    "\n  query BankStatement($id: ID!) {\n    bankStatement(id: $id) { id ...StatementSummaryFields }\n  }\n": types.BankStatementDocument,
    "\n  query BankStatements($page: Int, $limit: Int) {\n    bankStatements(page: $page, limit: $limit) {\n      items {\n        id bank fileName importedAt\n        importedBy { id fullName }\n        lineCount matchedCount alreadyVerifiedCount mismatchCount unmatchedCount alreadyImportedCount\n      }\n      pagination { total capped page pages }\n    }\n  }\n": types.BankStatementsDocument,
    "\n  mutation ImportBankStatement($file: Upload!, $bank: String!, $mapping: StatementMappingInput) {\n    importBankStatement(file: $file, bank: $bank, mapping: $mapping) {\n      headersToMap\n      statement { id ...StatementSummaryFields }\n    }\n  }\n": types.ImportBankStatementDocument,
    "\n  fragment StatementLineFields on StatementLine {\n    line date label references outcome\n    amount { formatted }\n    payment { id reference }\n  }\n": types.StatementLineFieldsFragmentDoc,
    "\n  fragment StatementSummaryFields on BankStatementImport {\n    id bank fileName importedAt\n    lineCount matchedCount alreadyVerifiedCount mismatchCount unmatchedCount alreadyImportedCount\n    matched { ...StatementLineFields }\n    alreadyVerified { ...StatementLineFields }\n    mismatches { ...StatementLineFields }\n    unmatched { ...StatementLineFields }\n    problems { line message value }\n  }\n": types.StatementSummaryFieldsFragmentDoc,
};

/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = staffGraphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function staffGraphql(source: string): unknown;

/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  fragment AccountRowFields on User {\n    id email firstName lastName fullName role approvalStatus isVerified approvalDate phoneNumber createdAt corrected\n    assignee { id fullName }\n    conversation { id unreadCount }\n  }\n"): (typeof documents)["\n  fragment AccountRowFields on User {\n    id email firstName lastName fullName role approvalStatus isVerified approvalDate phoneNumber createdAt corrected\n    assignee { id fullName }\n    conversation { id unreadCount }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) { id role }\n  }\n"): (typeof documents)["\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) { id role }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) { success id }\n  }\n"): (typeof documents)["\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) { success id }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation EndUserSessions($userId: ID!) {\n    endUserSessions(userId: $userId) { message }\n  }\n"): (typeof documents)["\n  mutation EndUserSessions($userId: ID!) {\n    endUserSessions(userId: $userId) { message }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation RegisterAgent($input: CreateUserInput!) {\n    registerAgent(input: $input) { id role }\n  }\n"): (typeof documents)["\n  mutation RegisterAgent($input: CreateUserInput!) {\n    registerAgent(input: $input) { id role }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation ResetSecondFactors($userId: ID!) {\n    resetSecondFactors(userId: $userId) { message }\n  }\n"): (typeof documents)["\n  mutation ResetSecondFactors($userId: ID!) {\n    resetSecondFactors(userId: $userId) { message }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation SetUserApproval($userIds: [ID!]!, $status: ApprovalStatus!, $reason: String, $payment: VerifyPaymentInput) {\n    setUserApproval(userIds: $userIds, status: $status, reason: $reason, payment: $payment) {\n      success\n      users {\n        id approvalStatus isApproved approvalDate rejectionReason\n        registrationPayment { ...PaymentReviewFields }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserApproval($userIds: [ID!]!, $status: ApprovalStatus!, $reason: String, $payment: VerifyPaymentInput) {\n    setUserApproval(userIds: $userIds, status: $status, reason: $reason, payment: $payment) {\n      success\n      users {\n        id approvalStatus isApproved approvalDate rejectionReason\n        registrationPayment { ...PaymentReviewFields }\n      }\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  query StaffUser($id: ID!) {\n    user(id: $id) {\n      id email firstName lastName fullName role approvalStatus isApproved isVerified approvalDate phoneNumber rejectionReason language createdAt paymentReceiptUrl serviceContractUrl secondFactorEnabled\n      assignee { id fullName }\n      registrationPayment { ...PaymentReviewFields }\n      notes { ...NoteFields }\n      conversation { id unreadCount }\n      correctionRequest { ...CorrectionRequestFields }\n    }\n  }\n"): (typeof documents)["\n  query StaffUser($id: ID!) {\n    user(id: $id) {\n      id email firstName lastName fullName role approvalStatus isApproved isVerified approvalDate phoneNumber rejectionReason language createdAt paymentReceiptUrl serviceContractUrl secondFactorEnabled\n      assignee { id fullName }\n      registrationPayment { ...PaymentReviewFields }\n      notes { ...NoteFields }\n      conversation { id unreadCount }\n      correctionRequest { ...CorrectionRequestFields }\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  query StaffUsers($filter: UserFilter, $page: Int, $limit: Int, $sort: UserSort) {\n    users(filter: $filter, page: $page, limit: $limit, sort: $sort) {\n      items { ...AccountRowFields }\n      pagination { total capped page limit pages }\n    }\n  }\n"): (typeof documents)["\n  query StaffUsers($filter: UserFilter, $page: Int, $limit: Int, $sort: UserSort) {\n    users(filter: $filter, page: $page, limit: $limit, sort: $sort) {\n      items { ...AccountRowFields }\n      pagination { total capped page limit pages }\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) { id email firstName lastName fullName role phoneNumber }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) { id email firstName lastName fullName role phoneNumber }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  fragment ApplicationRowFields on Application {\n    id status feedback createdAt updatedAt corrected\n    conversation { id unreadCount }\n    applicant { id fullName email phoneNumber }\n    scholarship { id title textLanguages { title } }\n    assignee { id fullName }\n  }\n"): (typeof documents)["\n  fragment ApplicationRowFields on Application {\n    id status feedback createdAt updatedAt corrected\n    conversation { id unreadCount }\n    applicant { id fullName email phoneNumber }\n    scholarship { id title textLanguages { title } }\n    assignee { id fullName }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation ApproveApplication($id: ID!, $feedback: String, $payment: VerifyPaymentInput) {\n    approveApplication(id: $id, feedback: $feedback, payment: $payment) {\n      id status feedback rejectionReason updatedAt\n      payment { ...PaymentReviewFields }\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveApplication($id: ID!, $feedback: String, $payment: VerifyPaymentInput) {\n    approveApplication(id: $id, feedback: $feedback, payment: $payment) {\n      id status feedback rejectionReason updatedAt\n      payment { ...PaymentReviewFields }\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation DeleteApplication($id: ID!) {\n    deleteApplication(id: $id) { success id }\n  }\n"): (typeof documents)["\n  mutation DeleteApplication($id: ID!) {\n    deleteApplication(id: $id) { success id }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation RejectApplication($id: ID!, $feedback: String) {\n    rejectApplication(id: $id, feedback: $feedback) { id status feedback rejectionReason updatedAt }\n  }\n"): (typeof documents)["\n  mutation RejectApplication($id: ID!, $feedback: String) {\n    rejectApplication(id: $id, feedback: $feedback) { id status feedback rejectionReason updatedAt }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  query ScholarshipChoices($page: Int, $limit: Int) {\n    scholarships(page: $page, limit: $limit) {\n      items { id title }\n      pagination { total page limit pages }\n    }\n  }\n"): (typeof documents)["\n  query ScholarshipChoices($page: Int, $limit: Int) {\n    scholarships(page: $page, limit: $limit) {\n      items { id title }\n      pagination { total page limit pages }\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  query StaffApplication($id: ID!) {\n    application(id: $id) {\n      id status rejectionReason feedback receiptUrl createdAt updatedAt applicantDeleted corrected\n      applicant { id fullName email phoneNumber approvalStatus isVerified language }\n      scholarship { id title textLanguages { title } country university deadline deadlinePassed }\n      history {\n        status feedback at correctionRequestId\n        actor { id fullName role }\n      }\n      assignee { id fullName }\n      payment { ...PaymentReviewFields receiptDocument { ...StaffDocumentFields } }\n      notes { ...NoteFields }\n      conversation { id unreadCount }\n      correctionRequest { ...CorrectionRequestFields }\n      documents { ...StaffDocumentFields }\n    }\n  }\n"): (typeof documents)["\n  query StaffApplication($id: ID!) {\n    application(id: $id) {\n      id status rejectionReason feedback receiptUrl createdAt updatedAt applicantDeleted corrected\n      applicant { id fullName email phoneNumber approvalStatus isVerified language }\n      scholarship { id title textLanguages { title } country university deadline deadlinePassed }\n      history {\n        status feedback at correctionRequestId\n        actor { id fullName role }\n      }\n      assignee { id fullName }\n      payment { ...PaymentReviewFields receiptDocument { ...StaffDocumentFields } }\n      notes { ...NoteFields }\n      conversation { id unreadCount }\n      correctionRequest { ...CorrectionRequestFields }\n      documents { ...StaffDocumentFields }\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  query StaffApplications($filter: ApplicationFilter, $page: Int, $limit: Int) {\n    applications(filter: $filter, page: $page, limit: $limit) {\n      items { ...ApplicationRowFields }\n      pagination { total capped page limit pages }\n    }\n  }\n"): (typeof documents)["\n  query StaffApplications($filter: ApplicationFilter, $page: Int, $limit: Int) {\n    applications(filter: $filter, page: $page, limit: $limit) {\n      items { ...ApplicationRowFields }\n      pagination { total capped page limit pages }\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation UpdateApplicationStatus($id: ID!, $status: ApplicationStatus!, $feedback: String) {\n    updateApplicationStatus(id: $id, status: $status, feedback: $feedback) { id status feedback rejectionReason updatedAt }\n  }\n"): (typeof documents)["\n  mutation UpdateApplicationStatus($id: ID!, $status: ApplicationStatus!, $feedback: String) {\n    updateApplicationStatus(id: $id, status: $status, feedback: $feedback) { id status feedback rejectionReason updatedAt }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  fragment AuditEntryRowFields on AuditEntry {\n    id\n    at\n    action\n    clientAddress\n    actor { id role firstName lastName email }\n    target { type id name scholarship { id title } }\n    changes { field before after beforeName afterName }\n  }\n"): (typeof documents)["\n  fragment AuditEntryRowFields on AuditEntry {\n    id\n    at\n    action\n    clientAddress\n    actor { id role firstName lastName email }\n    target { type id name scholarship { id title } }\n    changes { field before after beforeName afterName }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  query AuditLog($filter: AuditFilter, $page: Int, $limit: Int) {\n    auditLog(filter: $filter, page: $page, limit: $limit) {\n      items { ...AuditEntryRowFields }\n      pagination { total capped page limit pages }\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($filter: AuditFilter, $page: Int, $limit: Int) {\n    auditLog(filter: $filter, page: $page, limit: $limit) {\n      items { ...AuditEntryRowFields }\n      pagination { total capped page limit pages }\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation AddAccountNote($userId: ID!, $text: String!) {\n    addAccountNote(userId: $userId, text: $text) { ...NoteFields }\n  }\n"): (typeof documents)["\n  mutation AddAccountNote($userId: ID!, $text: String!) {\n    addAccountNote(userId: $userId, text: $text) { ...NoteFields }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation AddApplicationNote($applicationId: ID!, $text: String!) {\n    addApplicationNote(applicationId: $applicationId, text: $text) { ...NoteFields }\n  }\n"): (typeof documents)["\n  mutation AddApplicationNote($applicationId: ID!, $text: String!) {\n    addApplicationNote(applicationId: $applicationId, text: $text) { ...NoteFields }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation AssignAccount($id: ID!, $assigneeId: ID) {\n    assignAccount(id: $id, assigneeId: $assigneeId) { id assignee { id fullName } }\n  }\n"): (typeof documents)["\n  mutation AssignAccount($id: ID!, $assigneeId: ID) {\n    assignAccount(id: $id, assigneeId: $assigneeId) { id assignee { id fullName } }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation AssignApplication($id: ID!, $assigneeId: ID) {\n    assignApplication(id: $id, assigneeId: $assigneeId) { id assignee { id fullName } }\n  }\n"): (typeof documents)["\n  mutation AssignApplication($id: ID!, $assigneeId: ID) {\n    assignApplication(id: $id, assigneeId: $assigneeId) { id assignee { id fullName } }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation BulkDecideApplications($input: BulkApplicationsInput!) {\n    bulkDecideApplications(input: $input) {\n      succeeded failed\n      results { applicationId applicantName ok code message }\n    }\n  }\n"): (typeof documents)["\n  mutation BulkDecideApplications($input: BulkApplicationsInput!) {\n    bulkDecideApplications(input: $input) {\n      succeeded failed\n      results { applicationId applicantName ok code message }\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  fragment NoteFields on InternalNote {\n    id text createdAt\n    author { id fullName }\n  }\n"): (typeof documents)["\n  fragment NoteFields on InternalNote {\n    id text createdAt\n    author { id fullName }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  query StaffMembers {\n    agents: users(filter: { role: AGENT }, limit: 100, sort: { field: NAME }) { items { id fullName email } }\n    admins: users(filter: { role: ADMIN }, limit: 100, sort: { field: NAME }) { items { id fullName email } }\n  }\n"): (typeof documents)["\n  query StaffMembers {\n    agents: users(filter: { role: AGENT }, limit: 100, sort: { field: NAME }) { items { id fullName email } }\n    admins: users(filter: { role: ADMIN }, limit: 100, sort: { field: NAME }) { items { id fullName email } }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  fragment CorrectionRequestFields on CorrectionRequest {\n    id status message dueDate overdue requestedAt submittedAt withdrawnAt\n    items { id kind label fileName fileUrl }\n    requestedBy { id fullName }\n  }\n"): (typeof documents)["\n  fragment CorrectionRequestFields on CorrectionRequest {\n    id status message dueDate overdue requestedAt submittedAt withdrawnAt\n    items { id kind label fileName fileUrl }\n    requestedBy { id fullName }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation CreateMessageTemplate($input: MessageTemplateInput!) {\n    createMessageTemplate(input: $input) { ...MessageTemplateFields }\n  }\n"): (typeof documents)["\n  mutation CreateMessageTemplate($input: MessageTemplateInput!) {\n    createMessageTemplate(input: $input) { ...MessageTemplateFields }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation DeleteMessageTemplate($id: ID!) {\n    deleteMessageTemplate(id: $id) { success id }\n  }\n"): (typeof documents)["\n  mutation DeleteMessageTemplate($id: ID!) {\n    deleteMessageTemplate(id: $id) { success id }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation MessageApplicants($input: MessageApplicantsInput!) {\n    messageApplicants(input: $input) {\n      succeeded failed\n      results { applicationId applicantName ok code message }\n    }\n  }\n"): (typeof documents)["\n  mutation MessageApplicants($input: MessageApplicantsInput!) {\n    messageApplicants(input: $input) {\n      succeeded failed\n      results { applicationId applicantName ok code message }\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  fragment MessageTemplateFields on MessageTemplate {\n    id language title body updatedAt\n  }\n"): (typeof documents)["\n  fragment MessageTemplateFields on MessageTemplate {\n    id language title body updatedAt\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  query MessageTemplates($language: Language) {\n    messageTemplates(language: $language) { ...MessageTemplateFields }\n  }\n"): (typeof documents)["\n  query MessageTemplates($language: Language) {\n    messageTemplates(language: $language) { ...MessageTemplateFields }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation RequestCorrection($input: RequestCorrectionInput!) {\n    requestCorrection(input: $input) { ...CorrectionRequestFields }\n  }\n"): (typeof documents)["\n  mutation RequestCorrection($input: RequestCorrectionInput!) {\n    requestCorrection(input: $input) { ...CorrectionRequestFields }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation UpdateMessageTemplate($id: ID!, $input: MessageTemplateInput!) {\n    updateMessageTemplate(id: $id, input: $input) { ...MessageTemplateFields }\n  }\n"): (typeof documents)["\n  mutation UpdateMessageTemplate($id: ID!, $input: MessageTemplateInput!) {\n    updateMessageTemplate(id: $id, input: $input) { ...MessageTemplateFields }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation WithdrawCorrectionRequest($requestId: ID!) {\n    withdrawCorrectionRequest(requestId: $requestId) { ...CorrectionRequestFields }\n  }\n"): (typeof documents)["\n  mutation WithdrawCorrectionRequest($requestId: ID!) {\n    withdrawCorrectionRequest(requestId: $requestId) { ...CorrectionRequestFields }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  query StaffDashboard {\n    dashboard {\n      today\n      pendingApplications {\n        total\n        oldest { id createdAt waitingDays scholarshipId scholarshipTitle applicantName corrected }\n      }\n      pendingAccounts {\n        total\n        oldest { id createdAt waitingDays firstName lastName email isVerified }\n      }\n      closingSoon { id title deadline daysLeft pendingApplications totalApplications }\n      activity { day received decided }\n      assignedToMe { applications accounts }\n      unreadFromStudents { messages conversations }\n      overdueCorrections\n    }\n  }\n"): (typeof documents)["\n  query StaffDashboard {\n    dashboard {\n      today\n      pendingApplications {\n        total\n        oldest { id createdAt waitingDays scholarshipId scholarshipTitle applicantName corrected }\n      }\n      pendingAccounts {\n        total\n        oldest { id createdAt waitingDays firstName lastName email isVerified }\n      }\n      closingSoon { id title deadline daysLeft pendingApplications totalApplications }\n      activity { day received decided }\n      assignedToMe { applications accounts }\n      unreadFromStudents { messages conversations }\n      overdueCorrections\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  fragment StaffDocumentFields on Document {\n    id kind language issuedAt verificationCode url\n    supersededBy { id }\n  }\n"): (typeof documents)["\n  fragment StaffDocumentFields on Document {\n    id kind language issuedAt verificationCode url\n    supersededBy { id }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  fragment FinanceRowFields on FinanceRow {\n    scholarship { id title }\n    month\n    payments\n    due { formatted }\n    received { formatted }\n    outstanding { formatted }\n  }\n"): (typeof documents)["\n  fragment FinanceRowFields on FinanceRow {\n    scholarship { id title }\n    month\n    payments\n    due { formatted }\n    received { formatted }\n    outstanding { formatted }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  query StaffFinance {\n    finance {\n      total { ...FinanceRowFields }\n      registration { ...FinanceRowFields }\n      perScholarship { ...FinanceRowFields }\n      perMonth { ...FinanceRowFields }\n    }\n  }\n"): (typeof documents)["\n  query StaffFinance {\n    finance {\n      total { ...FinanceRowFields }\n      registration { ...FinanceRowFields }\n      perScholarship { ...FinanceRowFields }\n      perMonth { ...FinanceRowFields }\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  fragment FailedMailRowFields on FailedMail {\n    id recipient subject kind attempts lastError createdAt failedAt\n  }\n"): (typeof documents)["\n  fragment FailedMailRowFields on FailedMail {\n    id recipient subject kind attempts lastError createdAt failedAt\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  query FailedMails($page: Int, $limit: Int) {\n    failedMails(page: $page, limit: $limit) {\n      items { ...FailedMailRowFields }\n      pagination { total page limit pages }\n    }\n  }\n"): (typeof documents)["\n  query FailedMails($page: Int, $limit: Int) {\n    failedMails(page: $page, limit: $limit) {\n      items { ...FailedMailRowFields }\n      pagination { total page limit pages }\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  query StaffPaymentSettings {\n    paymentSettings {\n      registrationFee { amount }\n      payee\n      bankName\n      rib\n      allInstructions { language otherWays serviceContractUrl }\n    }\n  }\n"): (typeof documents)["\n  query StaffPaymentSettings {\n    paymentSettings {\n      registrationFee { amount }\n      payee\n      bankName\n      rib\n      allInstructions { language otherWays serviceContractUrl }\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {\n    updatePaymentSettings(input: $input) {\n      registrationFee { amount }\n      payee\n      bankName\n      rib\n      allInstructions { language otherWays serviceContractUrl }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {\n    updatePaymentSettings(input: $input) {\n      registrationFee { amount }\n      payee\n      bankName\n      rib\n      allInstructions { language otherWays serviceContractUrl }\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation UploadServiceContractTemplate($language: Language!, $file: Upload!) {\n    uploadServiceContractTemplate(language: $language, file: $file) {\n      allInstructions { language otherWays serviceContractUrl }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadServiceContractTemplate($language: Language!, $file: Upload!) {\n    uploadServiceContractTemplate(language: $language, file: $file) {\n      allInstructions { language otherWays serviceContractUrl }\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  query AccountRegistrationPayment($id: ID!) {\n    user(id: $id) {\n      id\n      registrationPayment { ...PaymentReviewFields }\n    }\n  }\n"): (typeof documents)["\n  query AccountRegistrationPayment($id: ID!) {\n    user(id: $id) {\n      id\n      registrationPayment { ...PaymentReviewFields }\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  fragment PaymentCardFields on Payment {\n    id method cardTransactionId\n    cardAttempts {\n      orderId status reason transactionId authCode createdAt\n      amount { amount formatted }\n    }\n  }\n"): (typeof documents)["\n  fragment PaymentCardFields on Payment {\n    id method cardTransactionId\n    cardAttempts {\n      orderId status reason transactionId authCode createdAt\n      amount { amount formatted }\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  fragment PaymentReviewFields on Payment {\n    id kind reference status receiptUrl refusalReason verifiedAt paidOn bankTransactionReference verifiedFrom flagged\n    amountDue { amount formatted }\n    amountReceived { amount formatted }\n    reviewedBy { id fullName }\n    duplicates {\n      similarity\n      payment {\n        id reference status\n        student { id fullName email }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PaymentReviewFields on Payment {\n    id kind reference status receiptUrl refusalReason verifiedAt paidOn bankTransactionReference verifiedFrom flagged\n    amountDue { amount formatted }\n    amountReceived { amount formatted }\n    reviewedBy { id fullName }\n    duplicates {\n      similarity\n      payment {\n        id reference status\n        student { id fullName email }\n      }\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  fragment PaymentRowFields on Payment {\n    id kind reference status flagged createdAt\n    amountDue { formatted }\n    student { id fullName email }\n    application { id scholarship { id title } }\n  }\n"): (typeof documents)["\n  fragment PaymentRowFields on Payment {\n    id kind reference status flagged createdAt\n    amountDue { formatted }\n    student { id fullName email }\n    application { id scholarship { id title } }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation RefusePayment($id: ID!, $reason: String!) {\n    refusePayment(id: $id, reason: $reason) { id ...PaymentReviewFields }\n  }\n"): (typeof documents)["\n  mutation RefusePayment($id: ID!, $reason: String!) {\n    refusePayment(id: $id, reason: $reason) { id ...PaymentReviewFields }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  query StaffPayment($id: ID!) {\n    payment(id: $id) {\n      id createdAt\n      ...PaymentReviewFields\n      ...PaymentCardFields\n      receiptDocument { ...StaffDocumentFields }\n      student { id fullName email }\n      application { id scholarship { id title } }\n    }\n  }\n"): (typeof documents)["\n  query StaffPayment($id: ID!) {\n    payment(id: $id) {\n      id createdAt\n      ...PaymentReviewFields\n      ...PaymentCardFields\n      receiptDocument { ...StaffDocumentFields }\n      student { id fullName email }\n      application { id scholarship { id title } }\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  query StaffPayments($filter: PaymentFilter, $page: Int, $limit: Int) {\n    payments(filter: $filter, page: $page, limit: $limit) {\n      items { ...PaymentRowFields }\n      pagination { total capped page limit pages }\n    }\n  }\n"): (typeof documents)["\n  query StaffPayments($filter: PaymentFilter, $page: Int, $limit: Int) {\n    payments(filter: $filter, page: $page, limit: $limit) {\n      items { ...PaymentRowFields }\n      pagination { total capped page limit pages }\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation VerifyPayment($id: ID!, $input: VerifyPaymentInput!) {\n    verifyPayment(id: $id, input: $input) { id ...PaymentReviewFields }\n  }\n"): (typeof documents)["\n  mutation VerifyPayment($id: ID!, $input: VerifyPaymentInput!) {\n    verifyPayment(id: $id, input: $input) { id ...PaymentReviewFields }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation ChangeScholarshipStatus($id: ID!, $change: ScholarshipStatusChange!) {\n    changeScholarshipStatus(id: $id, change: $change) { id status }\n  }\n"): (typeof documents)["\n  mutation ChangeScholarshipStatus($id: ID!, $change: ScholarshipStatusChange!) {\n    changeScholarshipStatus(id: $id, change: $change) { id status }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation CreateScholarship($input: ScholarshipInput!, $image: Upload) {\n    createScholarship(input: $input, image: $image) { id title }\n  }\n"): (typeof documents)["\n  mutation CreateScholarship($input: ScholarshipInput!, $image: Upload) {\n    createScholarship(input: $input, image: $image) { id title }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation DeleteScholarship($id: ID!, $force: Boolean) {\n    deleteScholarship(id: $id, force: $force) { success id }\n  }\n"): (typeof documents)["\n  mutation DeleteScholarship($id: ID!, $force: Boolean) {\n    deleteScholarship(id: $id, force: $force) { success id }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation DuplicateScholarship($id: ID!) {\n    duplicateScholarship(id: $id) { id }\n  }\n"): (typeof documents)["\n  mutation DuplicateScholarship($id: ID!) {\n    duplicateScholarship(id: $id) { id }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  fragment ScholarshipRowFields on Scholarship {\n    id title status textLanguages { title } country university startDate deadline deadlinePassed applicationCount\n  }\n"): (typeof documents)["\n  fragment ScholarshipRowFields on Scholarship {\n    id title status textLanguages { title } country university startDate deadline deadlinePassed applicationCount\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  query StaffScholarship($id: ID!) {\n    scholarship(id: $id) {\n      id status country university imageUrl startDate deadline applicationFee { amount }\n      translations {\n        fr {\n          title description longDescription videoUrl\n          faq { question answer }\n        }\n        ar {\n          title description longDescription videoUrl\n          faq { question answer }\n        }\n        en {\n          title description longDescription videoUrl\n          faq { question answer }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffScholarship($id: ID!) {\n    scholarship(id: $id) {\n      id status country university imageUrl startDate deadline applicationFee { amount }\n      translations {\n        fr {\n          title description longDescription videoUrl\n          faq { question answer }\n        }\n        ar {\n          title description longDescription videoUrl\n          faq { question answer }\n        }\n        en {\n          title description longDescription videoUrl\n          faq { question answer }\n        }\n      }\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  query StaffScholarshipFilterOptions {\n    scholarshipFilterOptions { countries universities }\n  }\n"): (typeof documents)["\n  query StaffScholarshipFilterOptions {\n    scholarshipFilterOptions { countries universities }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  query StaffScholarships($filter: ScholarshipFilter, $page: Int, $limit: Int, $language: Language) {\n    scholarships(filter: $filter, page: $page, limit: $limit, language: $language) {\n      items { ...ScholarshipRowFields }\n      pagination { total page limit pages }\n    }\n  }\n"): (typeof documents)["\n  query StaffScholarships($filter: ScholarshipFilter, $page: Int, $limit: Int, $language: Language) {\n    scholarships(filter: $filter, page: $page, limit: $limit, language: $language) {\n      items { ...ScholarshipRowFields }\n      pagination { total page limit pages }\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation UpdateScholarship($id: ID!, $input: ScholarshipInput!, $image: Upload) {\n    updateScholarship(id: $id, input: $input, image: $image) { id title imageUrl }\n  }\n"): (typeof documents)["\n  mutation UpdateScholarship($id: ID!, $input: ScholarshipInput!, $image: Upload) {\n    updateScholarship(id: $id, input: $input, image: $image) { id title imageUrl }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  query BankStatement($id: ID!) {\n    bankStatement(id: $id) { id ...StatementSummaryFields }\n  }\n"): (typeof documents)["\n  query BankStatement($id: ID!) {\n    bankStatement(id: $id) { id ...StatementSummaryFields }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  query BankStatements($page: Int, $limit: Int) {\n    bankStatements(page: $page, limit: $limit) {\n      items {\n        id bank fileName importedAt\n        importedBy { id fullName }\n        lineCount matchedCount alreadyVerifiedCount mismatchCount unmatchedCount alreadyImportedCount\n      }\n      pagination { total capped page pages }\n    }\n  }\n"): (typeof documents)["\n  query BankStatements($page: Int, $limit: Int) {\n    bankStatements(page: $page, limit: $limit) {\n      items {\n        id bank fileName importedAt\n        importedBy { id fullName }\n        lineCount matchedCount alreadyVerifiedCount mismatchCount unmatchedCount alreadyImportedCount\n      }\n      pagination { total capped page pages }\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation ImportBankStatement($file: Upload!, $bank: String!, $mapping: StatementMappingInput) {\n    importBankStatement(file: $file, bank: $bank, mapping: $mapping) {\n      headersToMap\n      statement { id ...StatementSummaryFields }\n    }\n  }\n"): (typeof documents)["\n  mutation ImportBankStatement($file: Upload!, $bank: String!, $mapping: StatementMappingInput) {\n    importBankStatement(file: $file, bank: $bank, mapping: $mapping) {\n      headersToMap\n      statement { id ...StatementSummaryFields }\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  fragment StatementLineFields on StatementLine {\n    line date label references outcome\n    amount { formatted }\n    payment { id reference }\n  }\n"): (typeof documents)["\n  fragment StatementLineFields on StatementLine {\n    line date label references outcome\n    amount { formatted }\n    payment { id reference }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  fragment StatementSummaryFields on BankStatementImport {\n    id bank fileName importedAt\n    lineCount matchedCount alreadyVerifiedCount mismatchCount unmatchedCount alreadyImportedCount\n    matched { ...StatementLineFields }\n    alreadyVerified { ...StatementLineFields }\n    mismatches { ...StatementLineFields }\n    unmatched { ...StatementLineFields }\n    problems { line message value }\n  }\n"): (typeof documents)["\n  fragment StatementSummaryFields on BankStatementImport {\n    id bank fileName importedAt\n    lineCount matchedCount alreadyVerifiedCount mismatchCount unmatchedCount alreadyImportedCount\n    matched { ...StatementLineFields }\n    alreadyVerified { ...StatementLineFields }\n    mismatches { ...StatementLineFields }\n    unmatched { ...StatementLineFields }\n    problems { line message value }\n  }\n"];

export function staffGraphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;