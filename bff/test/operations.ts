// The GraphQL operations the tests send, as the web client would: one constant per operation.

export const APPLICATION_FIELDS = /* GraphQL */ `
  fragment ApplicationFields on Application {
    id
    status
    rejectionReason
    feedback
    receiptUrl
    createdAt
    updatedAt
    scholarship { id title deadline deadlinePassed }
  }
`;

export const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterInput!, $paymentReceipt: Upload!, $serviceContract: Upload!) {
    register(input: $input, paymentReceipt: $paymentReceipt, serviceContract: $serviceContract) { success message }
  }
`;

export const VERIFY_EMAIL = /* GraphQL */ `
  mutation VerifyEmail($token: String!) { verifyEmail(token: $token) { success message } }
`;

export const RESEND_VERIFICATION = /* GraphQL */ `
  mutation ResendVerification($email: String!) { resendVerification(email: $email) { success message } }
`;

export const FORGOT_PASSWORD = /* GraphQL */ `
  mutation ForgotPassword($email: String!) { forgotPassword(email: $email) { success message } }
`;

export const RESET_PASSWORD = /* GraphQL */ `
  mutation ResetPassword($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword) {
      success accessToken refreshToken approvalStatus isApproved message
      user { id email isVerified }
    }
  }
`;

export const CHANGE_EMAIL = /* GraphQL */ `
  mutation ChangeEmail($email: String!) { changeEmail(email: $email) { id email isVerified } }
`;

export const RESUBMIT_ACCOUNT_DOCUMENTS = /* GraphQL */ `
  mutation ResubmitAccountDocuments($paymentReceipt: Upload!, $serviceContract: Upload!) {
    resubmitAccountDocuments(paymentReceipt: $paymentReceipt, serviceContract: $serviceContract) { id approvalStatus rejectionReason }
  }
`;

export const LOGIN = /* GraphQL */ `
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      success accessToken refreshToken approvalStatus isApproved message
      user { id email fullName role approvalStatus isApproved isVerified }
    }
  }
`;

export const REFRESH_TOKEN = /* GraphQL */ `
  mutation RefreshToken($refreshToken: String!) { refreshToken(refreshToken: $refreshToken) { accessToken refreshToken } }
`;

export const LOGOUT = /* GraphQL */ `
  mutation Logout($refreshToken: String) { logout(refreshToken: $refreshToken) { success message } }
`;

export const CHANGE_PASSWORD = /* GraphQL */ `
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { success message accessToken refreshToken }
  }
`;

export const UPDATE_PROFILE = /* GraphQL */ `
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) { id firstName lastName fullName phoneNumber }
  }
`;

export const ME = /* GraphQL */ `
  query Me {
    me {
      id email firstName lastName fullName role approvalStatus isApproved isVerified approvalDate
      phoneNumber rejectionReason language createdAt paymentReceiptUrl serviceContractUrl
    }
  }
`;

export const SCHOLARSHIPS = /* GraphQL */ `
  query Scholarships($filter: ScholarshipFilter, $page: Int, $limit: Int, $language: Language) {
    scholarships(filter: $filter, page: $page, limit: $limit, language: $language) {
      items {
        id title description country university imageUrl startDate deadline deadlinePassed language
        myApplication { id status rejectionReason }
      }
      pagination { total page limit pages }
    }
  }
`;

export const SCHOLARSHIP = /* GraphQL */ `
  query Scholarship($id: ID!, $language: Language) {
    scholarship(id: $id, language: $language) {
      id title description longDescription video { url embedUrl } faq { question answer } language
      textLanguages { title description longDescription faq }
      country university imageUrl startDate deadline deadlinePassed
      translations { fr { title } ar { title } en { title } }
      myApplication { id status rejectionReason feedback receiptUrl }
      applicationCount
    }
  }
`;

export const FILTER_OPTIONS = /* GraphQL */ `
  query FilterOptions { scholarshipFilterOptions { countries universities universitiesByCountry { country universities } } }
`;

export const APPLY = /* GraphQL */ `
  mutation Apply($scholarshipId: ID!, $receipt: Upload!) {
    applyToScholarship(scholarshipId: $scholarshipId, receipt: $receipt) { ...ApplicationFields }
  }
  ${APPLICATION_FIELDS}
`;

export const RESUBMIT = /* GraphQL */ `
  mutation Resubmit($applicationId: ID!, $receipt: Upload!) {
    resubmitApplication(applicationId: $applicationId, receipt: $receipt) { ...ApplicationFields }
  }
  ${APPLICATION_FIELDS}
`;

export const WITHDRAW = /* GraphQL */ `
  mutation Withdraw($id: ID!) { withdrawApplication(id: $id) { id status } }
`;

export const MY_APPLICATIONS = /* GraphQL */ `
  query MyApplications($status: ApplicationStatus, $search: String, $page: Int, $limit: Int) {
    myApplications(status: $status, search: $search, page: $page, limit: $limit) {
      items { ...ApplicationFields applicant { id } }
      pagination { total page limit pages }
    }
  }
  ${APPLICATION_FIELDS}
`;

export const APPLICATION = /* GraphQL */ `
  query Application($id: ID!) {
    application(id: $id) {
      ...ApplicationFields
      history { status feedback at actor { id fullName role } }
    }
  }
  ${APPLICATION_FIELDS}
`;

export const STAFF_APPLICATIONS = /* GraphQL */ `
  query StaffApplications($filter: ApplicationFilter, $page: Int, $limit: Int) {
    applications(filter: $filter, page: $page, limit: $limit) {
      items {
        id status createdAt receiptUrl
        scholarship { id title country university deadline deadlinePassed }
        applicant { id fullName email phoneNumber approvalStatus }
      }
      pagination { total page limit pages }
    }
  }
`;

export const APPROVE_APPLICATION = /* GraphQL */ `
  mutation ApproveApplication($id: ID!, $feedback: String) { approveApplication(id: $id, feedback: $feedback) { id status feedback } }
`;

export const REJECT_APPLICATION = /* GraphQL */ `
  mutation RejectApplication($id: ID!, $feedback: String) {
    rejectApplication(id: $id, feedback: $feedback) { id status feedback rejectionReason }
  }
`;

export const UPDATE_APPLICATION_STATUS = /* GraphQL */ `
  mutation UpdateApplicationStatus($id: ID!, $status: ApplicationStatus!, $feedback: String) {
    updateApplicationStatus(id: $id, status: $status, feedback: $feedback) { id status feedback }
  }
`;

export const DELETE_APPLICATION = /* GraphQL */ `
  mutation DeleteApplication($id: ID!) { deleteApplication(id: $id) { success id } }
`;

export const USERS = /* GraphQL */ `
  query Users($filter: UserFilter, $page: Int, $limit: Int) {
    users(filter: $filter, page: $page, limit: $limit) {
      items { id email fullName role approvalStatus isVerified paymentReceiptUrl serviceContractUrl }
      pagination { total page limit pages }
    }
  }
`;

export const USER = /* GraphQL */ `
  query User($id: ID!) {
    user(id: $id) { id email fullName role approvalStatus isApproved isVerified paymentReceiptUrl serviceContractUrl }
  }
`;

export const SET_USER_APPROVAL = /* GraphQL */ `
  mutation SetUserApproval($userIds: [ID!]!, $status: ApprovalStatus!, $reason: String) {
    setUserApproval(userIds: $userIds, status: $status, reason: $reason) {
      success
      users { id approvalStatus isApproved rejectionReason approvalDate }
    }
  }
`;

export const CREATE_USER = /* GraphQL */ `
  mutation CreateUser($input: CreateUserInput!) { createUser(input: $input) { id email role approvalStatus isVerified } }
`;

export const REGISTER_AGENT = /* GraphQL */ `
  mutation RegisterAgent($input: CreateUserInput!) { registerAgent(input: $input) { id email role approvalStatus } }
`;

export const UPDATE_USER = /* GraphQL */ `
  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id firstName role } }
`;

export const DELETE_USER = /* GraphQL */ `
  mutation DeleteUser($id: ID!) { deleteUser(id: $id) { success id } }
`;

export const DASHBOARD = /* GraphQL */ `
  query Dashboard {
    dashboard {
      today
      pendingApplications { total oldest { id createdAt waitingDays scholarshipId scholarshipTitle applicantName } }
      pendingAccounts { total oldest { id createdAt waitingDays firstName lastName email isVerified } }
      closingSoon { id title deadline daysLeft pendingApplications totalApplications }
      activity { day received decided }
    }
  }
`;

export const FAILED_MAILS = /* GraphQL */ `
  query FailedMails($page: Int, $limit: Int) {
    failedMails(page: $page, limit: $limit) {
      items { id recipient subject kind attempts lastError createdAt failedAt }
      pagination { total page limit pages }
    }
  }
`;

export const CREATE_SCHOLARSHIP = /* GraphQL */ `
  mutation CreateScholarship($input: ScholarshipInput!, $image: Upload) {
    createScholarship(input: $input, image: $image) {
      id title country imageUrl picture { width height sources { type srcset } } deadline video { url embedUrl } faq { question answer }
      translations { fr { title videoUrl } ar { title } en { title } }
    }
  }
`;

export const UPDATE_SCHOLARSHIP = /* GraphQL */ `
  mutation UpdateScholarship($id: ID!, $input: ScholarshipInput!, $image: Upload) {
    updateScholarship(id: $id, input: $input, image: $image) { id title country imageUrl }
  }
`;

export const DELETE_SCHOLARSHIP = /* GraphQL */ `
  mutation DeleteScholarship($id: ID!, $force: Boolean) { deleteScholarship(id: $id, force: $force) { success id } }
`;

export const DELETE_MY_ACCOUNT = /* GraphQL */ `
  mutation DeleteMyAccount($password: String!) { deleteMyAccount(password: $password) { success message } }
`;

export const MY_DATA_EXPORT_URL = /* GraphQL */ `
  query MyDataExportUrl { me { id dataExportUrl } }
`;

export const APPLICANT = /* GraphQL */ `
  query Applicant($id: ID!) {
    application(id: $id) { id status applicantDeleted applicant { id email fullName phoneNumber } receiptUrl }
  }
`;

export const USER_DATA_EXPORT_URL = /* GraphQL */ `
  query UserDataExportUrl($id: ID!) { user(id: $id) { id dataExportUrl } }
`;

export const AUDIT_LOG = /* GraphQL */ `
  query AuditLog($filter: AuditFilter, $page: Int, $limit: Int) {
    auditLog(filter: $filter, page: $page, limit: $limit) {
      items {
        id
        at
        action
        clientAddress
        actor { id role firstName lastName email }
        target { type id name scholarship { id title } }
        changes { field before after beforeName afterName }
      }
      pagination { total page pages }
    }
  }
`;

export const MY_SESSIONS = /* GraphQL */ `
  query MySessions { mySessions { id browser system address signedInAt lastUsedAt current } }
`;

export const END_SESSION = /* GraphQL */ `
  mutation EndSession($id: ID!) { endSession(id: $id) { success message } }
`;

export const END_OTHER_SESSIONS = /* GraphQL */ `
  mutation EndOtherSessions { endOtherSessions { success message } }
`;

export const END_USER_SESSIONS = /* GraphQL */ `
  mutation EndUserSessions($userId: ID!) { endUserSessions(userId: $userId) { success message } }
`;

export const REAUTHENTICATE = /* GraphQL */ `
  mutation Reauthenticate($password: String, $code: String) { reauthenticate(password: $password, code: $code) { success message } }
`;

export const CHANGE_PASSWORD_KEEPING_SESSIONS = /* GraphQL */ `
  mutation ChangePasswordKeepingSessions($currentPassword: String!, $newPassword: String!, $endOtherSessions: Boolean) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, endOtherSessions: $endOtherSessions) {
      success message accessToken refreshToken
    }
  }
`;

const SIGN_IN_STEP_FIELDS = /* GraphQL */ `
  fragment SignInStepFields on LoginPayload {
    success accessToken refreshToken approvalStatus isApproved message
    secondFactorRequired enrolmentRequired challenge challengeExpiresAt secondFactors
    user { id email role secondFactorEnabled }
  }
`;

export const LOGIN_WITH_SECOND_STEP = /* GraphQL */ `
  mutation LoginWithSecondStep($email: String!, $password: String!) {
    login(email: $email, password: $password) { ...SignInStepFields }
  }
  ${SIGN_IN_STEP_FIELDS}
`;

export const RESET_PASSWORD_WITH_SECOND_STEP = /* GraphQL */ `
  mutation ResetPasswordWithSecondStep($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword) { ...SignInStepFields }
  }
  ${SIGN_IN_STEP_FIELDS}
`;

export const COMPLETE_SIGN_IN = /* GraphQL */ `
  mutation CompleteSignIn($challenge: String!, $code: String, $recoveryCode: String, $passkey: String) {
    completeSignIn(challenge: $challenge, code: $code, recoveryCode: $recoveryCode, passkey: $passkey) { ...SignInStepFields }
  }
  ${SIGN_IN_STEP_FIELDS}
`;

export const PASSKEY_SIGN_IN_OPTIONS = /* GraphQL */ `
  mutation PasskeySignInOptions($challenge: String!) { passkeySignInOptions(challenge: $challenge) }
`;

export const START_TOTP_ENROLMENT = /* GraphQL */ `
  mutation StartTotpEnrolment($challenge: String) { startTotpEnrolment(challenge: $challenge) { secret uri qrCode } }
`;

const SECOND_FACTOR_ENROLMENT_FIELDS = /* GraphQL */ `
  fragment SecondFactorEnrolmentFields on SecondFactorEnrolment {
    success recoveryCodes accessToken refreshToken
    factor { id kind name createdAt lastUsedAt }
    user { id role secondFactorEnabled }
  }
`;

export const CONFIRM_TOTP_ENROLMENT = /* GraphQL */ `
  mutation ConfirmTotpEnrolment($code: String!, $challenge: String) {
    confirmTotpEnrolment(code: $code, challenge: $challenge) { ...SecondFactorEnrolmentFields }
  }
  ${SECOND_FACTOR_ENROLMENT_FIELDS}
`;

export const START_PASSKEY_ENROLMENT = /* GraphQL */ `
  mutation StartPasskeyEnrolment($challenge: String) { startPasskeyEnrolment(challenge: $challenge) }
`;

export const CONFIRM_PASSKEY_ENROLMENT = /* GraphQL */ `
  mutation ConfirmPasskeyEnrolment($response: String!, $name: String, $challenge: String) {
    confirmPasskeyEnrolment(response: $response, name: $name, challenge: $challenge) { ...SecondFactorEnrolmentFields }
  }
  ${SECOND_FACTOR_ENROLMENT_FIELDS}
`;

export const MY_SECOND_FACTORS = /* GraphQL */ `
  query MySecondFactors {
    mySecondFactors { recoveryCodesLeft factors { id kind name createdAt lastUsedAt } }
    me { id secondFactorEnabled }
  }
`;

export const REMOVE_SECOND_FACTOR = /* GraphQL */ `
  mutation RemoveSecondFactor($id: ID!) { removeSecondFactor(id: $id) { success message } }
`;

export const RESET_SECOND_FACTORS = /* GraphQL */ `
  mutation ResetSecondFactors($userId: ID!) { resetSecondFactors(userId: $userId) { success message } }
`;

export const USER_SECOND_FACTOR = /* GraphQL */ `
  query UserSecondFactor($id: ID!) { user(id: $id) { id secondFactorEnabled } }
`;
