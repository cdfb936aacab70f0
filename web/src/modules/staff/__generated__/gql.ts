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
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      role\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      success\n      id\n    }\n  }\n": typeof types.DeleteUserDocument,
    "\n  mutation RegisterAgent($input: CreateUserInput!) {\n    registerAgent(input: $input) {\n      id\n      role\n    }\n  }\n": typeof types.RegisterAgentDocument,
    "\n  mutation SetUserApproval($userIds: [ID!]!, $status: ApprovalStatus!, $reason: String) {\n    setUserApproval(userIds: $userIds, status: $status, reason: $reason) {\n      success\n      users {\n        id\n        approvalStatus\n        isApproved\n        approvalDate\n        rejectionReason\n      }\n    }\n  }\n\n": typeof types.SetUserApprovalDocument,
    "\n  query StaffUser($id: ID!) {\n    user(id: $id) {\n      id\n      email\n      firstName\n      lastName\n      fullName\n      role\n      approvalStatus\n      isApproved\n      isVerified\n      approvalDate\n      phoneNumber\n      rejectionReason\n      language\n      createdAt\n      paymentReceiptUrl\n      serviceContractUrl\n    }\n  }\n": typeof types.StaffUserDocument,
    "\n  query StaffUsers($filter: UserFilter, $page: Int, $limit: Int, $sort: UserSort) {\n    users(filter: $filter, page: $page, limit: $limit, sort: $sort) {\n      items {\n        id\n        email\n        firstName\n        lastName\n        fullName\n        role\n        approvalStatus\n        isVerified\n        approvalDate\n        phoneNumber\n        createdAt\n      }\n      pagination {\n        total\n        page\n        limit\n        pages\n      }\n    }\n  }\n": typeof types.StaffUsersDocument,
    "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      email\n      firstName\n      lastName\n      fullName\n      role\n      phoneNumber\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation ApproveApplication($id: ID!, $feedback: String) {\n    approveApplication(id: $id, feedback: $feedback) {\n      id\n      status\n      feedback\n      rejectionReason\n      updatedAt\n    }\n  }\n": typeof types.ApproveApplicationDocument,
    "\n  mutation DeleteApplication($id: ID!) {\n    deleteApplication(id: $id) {\n      success\n      id\n    }\n  }\n": typeof types.DeleteApplicationDocument,
    "\n  mutation RejectApplication($id: ID!, $feedback: String) {\n    rejectApplication(id: $id, feedback: $feedback) {\n      id\n      status\n      feedback\n      rejectionReason\n      updatedAt\n    }\n  }\n": typeof types.RejectApplicationDocument,
    "\n  query ScholarshipChoices($page: Int, $limit: Int) {\n    scholarships(page: $page, limit: $limit) {\n      items {\n        id\n        title\n      }\n      pagination {\n        total\n        page\n        limit\n        pages\n      }\n    }\n  }\n": typeof types.ScholarshipChoicesDocument,
    "\n  query StaffApplication($id: ID!) {\n    application(id: $id) {\n      id\n      status\n      rejectionReason\n      feedback\n      receiptUrl\n      createdAt\n      updatedAt\n      applicant {\n        id\n        fullName\n        email\n        phoneNumber\n        approvalStatus\n        isVerified\n      }\n      scholarship {\n        id\n        title\n        country\n        university\n        deadline\n        deadlinePassed\n      }\n      history {\n        status\n        feedback\n        at\n        actor {\n          id\n          fullName\n          role\n        }\n      }\n    }\n  }\n\n": typeof types.StaffApplicationDocument,
    "\n  query StaffApplications($filter: ApplicationFilter, $page: Int, $limit: Int) {\n    applications(filter: $filter, page: $page, limit: $limit) {\n      items {\n        id\n        status\n        feedback\n        createdAt\n        updatedAt\n        applicant {\n          id\n          fullName\n          email\n          phoneNumber\n        }\n        scholarship {\n          id\n          title\n        }\n      }\n      pagination {\n        total\n        page\n        limit\n        pages\n      }\n    }\n  }\n\n": typeof types.StaffApplicationsDocument,
    "\n  mutation UpdateApplicationStatus($id: ID!, $status: ApplicationStatus!, $feedback: String) {\n    updateApplicationStatus(id: $id, status: $status, feedback: $feedback) {\n      id\n      status\n      feedback\n      rejectionReason\n      updatedAt\n    }\n  }\n": typeof types.UpdateApplicationStatusDocument,
    "\n  query StaffDashboard {\n    dashboard {\n      accountsPendingApproval {\n        total\n        verified\n        unverified\n      }\n      scholarships {\n        total\n        open\n        closed\n      }\n      applications {\n        total\n        pending\n        approved\n        rejected\n        withdrawn\n      }\n    }\n  }\n": typeof types.StaffDashboardDocument,
    "\n  mutation CreateScholarship($input: ScholarshipInput!, $image: Upload) {\n    createScholarship(input: $input, image: $image) {\n      id\n      title\n    }\n  }\n": typeof types.CreateScholarshipDocument,
    "\n  mutation DeleteScholarship($id: ID!, $force: Boolean) {\n    deleteScholarship(id: $id, force: $force) {\n      success\n      id\n    }\n  }\n": typeof types.DeleteScholarshipDocument,
    "\n  query StaffScholarship($id: ID!) {\n    scholarship(id: $id) {\n      id\n      country\n      university\n      imageUrl\n      startDate\n      deadline\n      translations {\n        fr {\n          title\n          description\n          longDescription\n          videoUrl\n          faq {\n            question\n            answer\n          }\n        }\n        ar {\n          title\n          description\n          longDescription\n          videoUrl\n          faq {\n            question\n            answer\n          }\n        }\n        en {\n          title\n          description\n          longDescription\n          videoUrl\n          faq {\n            question\n            answer\n          }\n        }\n      }\n    }\n  }\n\n": typeof types.StaffScholarshipDocument,
    "\n  query StaffScholarshipFilterOptions {\n    scholarshipFilterOptions {\n      countries\n      universities\n    }\n  }\n": typeof types.StaffScholarshipFilterOptionsDocument,
    "\n  query StaffScholarships($filter: ScholarshipFilter, $page: Int, $limit: Int, $language: Language) {\n    scholarships(filter: $filter, page: $page, limit: $limit, language: $language) {\n      items {\n        id\n        title\n        country\n        university\n        startDate\n        deadline\n        deadlinePassed\n        applicationCount\n      }\n      pagination {\n        total\n        page\n        limit\n        pages\n      }\n    }\n  }\n\n": typeof types.StaffScholarshipsDocument,
    "\n  mutation UpdateScholarship($id: ID!, $input: ScholarshipInput!, $image: Upload) {\n    updateScholarship(id: $id, input: $input, image: $image) {\n      id\n      title\n      imageUrl\n    }\n  }\n": typeof types.UpdateScholarshipDocument,
};
const documents: Documents = {
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      role\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      success\n      id\n    }\n  }\n": types.DeleteUserDocument,
    "\n  mutation RegisterAgent($input: CreateUserInput!) {\n    registerAgent(input: $input) {\n      id\n      role\n    }\n  }\n": types.RegisterAgentDocument,
    "\n  mutation SetUserApproval($userIds: [ID!]!, $status: ApprovalStatus!, $reason: String) {\n    setUserApproval(userIds: $userIds, status: $status, reason: $reason) {\n      success\n      users {\n        id\n        approvalStatus\n        isApproved\n        approvalDate\n        rejectionReason\n      }\n    }\n  }\n\n": types.SetUserApprovalDocument,
    "\n  query StaffUser($id: ID!) {\n    user(id: $id) {\n      id\n      email\n      firstName\n      lastName\n      fullName\n      role\n      approvalStatus\n      isApproved\n      isVerified\n      approvalDate\n      phoneNumber\n      rejectionReason\n      language\n      createdAt\n      paymentReceiptUrl\n      serviceContractUrl\n    }\n  }\n": types.StaffUserDocument,
    "\n  query StaffUsers($filter: UserFilter, $page: Int, $limit: Int, $sort: UserSort) {\n    users(filter: $filter, page: $page, limit: $limit, sort: $sort) {\n      items {\n        id\n        email\n        firstName\n        lastName\n        fullName\n        role\n        approvalStatus\n        isVerified\n        approvalDate\n        phoneNumber\n        createdAt\n      }\n      pagination {\n        total\n        page\n        limit\n        pages\n      }\n    }\n  }\n": types.StaffUsersDocument,
    "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      email\n      firstName\n      lastName\n      fullName\n      role\n      phoneNumber\n    }\n  }\n": types.UpdateUserDocument,
    "\n  mutation ApproveApplication($id: ID!, $feedback: String) {\n    approveApplication(id: $id, feedback: $feedback) {\n      id\n      status\n      feedback\n      rejectionReason\n      updatedAt\n    }\n  }\n": types.ApproveApplicationDocument,
    "\n  mutation DeleteApplication($id: ID!) {\n    deleteApplication(id: $id) {\n      success\n      id\n    }\n  }\n": types.DeleteApplicationDocument,
    "\n  mutation RejectApplication($id: ID!, $feedback: String) {\n    rejectApplication(id: $id, feedback: $feedback) {\n      id\n      status\n      feedback\n      rejectionReason\n      updatedAt\n    }\n  }\n": types.RejectApplicationDocument,
    "\n  query ScholarshipChoices($page: Int, $limit: Int) {\n    scholarships(page: $page, limit: $limit) {\n      items {\n        id\n        title\n      }\n      pagination {\n        total\n        page\n        limit\n        pages\n      }\n    }\n  }\n": types.ScholarshipChoicesDocument,
    "\n  query StaffApplication($id: ID!) {\n    application(id: $id) {\n      id\n      status\n      rejectionReason\n      feedback\n      receiptUrl\n      createdAt\n      updatedAt\n      applicant {\n        id\n        fullName\n        email\n        phoneNumber\n        approvalStatus\n        isVerified\n      }\n      scholarship {\n        id\n        title\n        country\n        university\n        deadline\n        deadlinePassed\n      }\n      history {\n        status\n        feedback\n        at\n        actor {\n          id\n          fullName\n          role\n        }\n      }\n    }\n  }\n\n": types.StaffApplicationDocument,
    "\n  query StaffApplications($filter: ApplicationFilter, $page: Int, $limit: Int) {\n    applications(filter: $filter, page: $page, limit: $limit) {\n      items {\n        id\n        status\n        feedback\n        createdAt\n        updatedAt\n        applicant {\n          id\n          fullName\n          email\n          phoneNumber\n        }\n        scholarship {\n          id\n          title\n        }\n      }\n      pagination {\n        total\n        page\n        limit\n        pages\n      }\n    }\n  }\n\n": types.StaffApplicationsDocument,
    "\n  mutation UpdateApplicationStatus($id: ID!, $status: ApplicationStatus!, $feedback: String) {\n    updateApplicationStatus(id: $id, status: $status, feedback: $feedback) {\n      id\n      status\n      feedback\n      rejectionReason\n      updatedAt\n    }\n  }\n": types.UpdateApplicationStatusDocument,
    "\n  query StaffDashboard {\n    dashboard {\n      accountsPendingApproval {\n        total\n        verified\n        unverified\n      }\n      scholarships {\n        total\n        open\n        closed\n      }\n      applications {\n        total\n        pending\n        approved\n        rejected\n        withdrawn\n      }\n    }\n  }\n": types.StaffDashboardDocument,
    "\n  mutation CreateScholarship($input: ScholarshipInput!, $image: Upload) {\n    createScholarship(input: $input, image: $image) {\n      id\n      title\n    }\n  }\n": types.CreateScholarshipDocument,
    "\n  mutation DeleteScholarship($id: ID!, $force: Boolean) {\n    deleteScholarship(id: $id, force: $force) {\n      success\n      id\n    }\n  }\n": types.DeleteScholarshipDocument,
    "\n  query StaffScholarship($id: ID!) {\n    scholarship(id: $id) {\n      id\n      country\n      university\n      imageUrl\n      startDate\n      deadline\n      translations {\n        fr {\n          title\n          description\n          longDescription\n          videoUrl\n          faq {\n            question\n            answer\n          }\n        }\n        ar {\n          title\n          description\n          longDescription\n          videoUrl\n          faq {\n            question\n            answer\n          }\n        }\n        en {\n          title\n          description\n          longDescription\n          videoUrl\n          faq {\n            question\n            answer\n          }\n        }\n      }\n    }\n  }\n\n": types.StaffScholarshipDocument,
    "\n  query StaffScholarshipFilterOptions {\n    scholarshipFilterOptions {\n      countries\n      universities\n    }\n  }\n": types.StaffScholarshipFilterOptionsDocument,
    "\n  query StaffScholarships($filter: ScholarshipFilter, $page: Int, $limit: Int, $language: Language) {\n    scholarships(filter: $filter, page: $page, limit: $limit, language: $language) {\n      items {\n        id\n        title\n        country\n        university\n        startDate\n        deadline\n        deadlinePassed\n        applicationCount\n      }\n      pagination {\n        total\n        page\n        limit\n        pages\n      }\n    }\n  }\n\n": types.StaffScholarshipsDocument,
    "\n  mutation UpdateScholarship($id: ID!, $input: ScholarshipInput!, $image: Upload) {\n    updateScholarship(id: $id, input: $input, image: $image) {\n      id\n      title\n      imageUrl\n    }\n  }\n": types.UpdateScholarshipDocument,
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
export function staffGraphql(source: "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      role\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      success\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      success\n      id\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation RegisterAgent($input: CreateUserInput!) {\n    registerAgent(input: $input) {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterAgent($input: CreateUserInput!) {\n    registerAgent(input: $input) {\n      id\n      role\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation SetUserApproval($userIds: [ID!]!, $status: ApprovalStatus!, $reason: String) {\n    setUserApproval(userIds: $userIds, status: $status, reason: $reason) {\n      success\n      users {\n        id\n        approvalStatus\n        isApproved\n        approvalDate\n        rejectionReason\n      }\n    }\n  }\n\n"): (typeof documents)["\n  mutation SetUserApproval($userIds: [ID!]!, $status: ApprovalStatus!, $reason: String) {\n    setUserApproval(userIds: $userIds, status: $status, reason: $reason) {\n      success\n      users {\n        id\n        approvalStatus\n        isApproved\n        approvalDate\n        rejectionReason\n      }\n    }\n  }\n\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  query StaffUser($id: ID!) {\n    user(id: $id) {\n      id\n      email\n      firstName\n      lastName\n      fullName\n      role\n      approvalStatus\n      isApproved\n      isVerified\n      approvalDate\n      phoneNumber\n      rejectionReason\n      language\n      createdAt\n      paymentReceiptUrl\n      serviceContractUrl\n    }\n  }\n"): (typeof documents)["\n  query StaffUser($id: ID!) {\n    user(id: $id) {\n      id\n      email\n      firstName\n      lastName\n      fullName\n      role\n      approvalStatus\n      isApproved\n      isVerified\n      approvalDate\n      phoneNumber\n      rejectionReason\n      language\n      createdAt\n      paymentReceiptUrl\n      serviceContractUrl\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  query StaffUsers($filter: UserFilter, $page: Int, $limit: Int, $sort: UserSort) {\n    users(filter: $filter, page: $page, limit: $limit, sort: $sort) {\n      items {\n        id\n        email\n        firstName\n        lastName\n        fullName\n        role\n        approvalStatus\n        isVerified\n        approvalDate\n        phoneNumber\n        createdAt\n      }\n      pagination {\n        total\n        page\n        limit\n        pages\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffUsers($filter: UserFilter, $page: Int, $limit: Int, $sort: UserSort) {\n    users(filter: $filter, page: $page, limit: $limit, sort: $sort) {\n      items {\n        id\n        email\n        firstName\n        lastName\n        fullName\n        role\n        approvalStatus\n        isVerified\n        approvalDate\n        phoneNumber\n        createdAt\n      }\n      pagination {\n        total\n        page\n        limit\n        pages\n      }\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      email\n      firstName\n      lastName\n      fullName\n      role\n      phoneNumber\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      email\n      firstName\n      lastName\n      fullName\n      role\n      phoneNumber\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation ApproveApplication($id: ID!, $feedback: String) {\n    approveApplication(id: $id, feedback: $feedback) {\n      id\n      status\n      feedback\n      rejectionReason\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveApplication($id: ID!, $feedback: String) {\n    approveApplication(id: $id, feedback: $feedback) {\n      id\n      status\n      feedback\n      rejectionReason\n      updatedAt\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation DeleteApplication($id: ID!) {\n    deleteApplication(id: $id) {\n      success\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteApplication($id: ID!) {\n    deleteApplication(id: $id) {\n      success\n      id\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation RejectApplication($id: ID!, $feedback: String) {\n    rejectApplication(id: $id, feedback: $feedback) {\n      id\n      status\n      feedback\n      rejectionReason\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RejectApplication($id: ID!, $feedback: String) {\n    rejectApplication(id: $id, feedback: $feedback) {\n      id\n      status\n      feedback\n      rejectionReason\n      updatedAt\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  query ScholarshipChoices($page: Int, $limit: Int) {\n    scholarships(page: $page, limit: $limit) {\n      items {\n        id\n        title\n      }\n      pagination {\n        total\n        page\n        limit\n        pages\n      }\n    }\n  }\n"): (typeof documents)["\n  query ScholarshipChoices($page: Int, $limit: Int) {\n    scholarships(page: $page, limit: $limit) {\n      items {\n        id\n        title\n      }\n      pagination {\n        total\n        page\n        limit\n        pages\n      }\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  query StaffApplication($id: ID!) {\n    application(id: $id) {\n      id\n      status\n      rejectionReason\n      feedback\n      receiptUrl\n      createdAt\n      updatedAt\n      applicant {\n        id\n        fullName\n        email\n        phoneNumber\n        approvalStatus\n        isVerified\n      }\n      scholarship {\n        id\n        title\n        country\n        university\n        deadline\n        deadlinePassed\n      }\n      history {\n        status\n        feedback\n        at\n        actor {\n          id\n          fullName\n          role\n        }\n      }\n    }\n  }\n\n"): (typeof documents)["\n  query StaffApplication($id: ID!) {\n    application(id: $id) {\n      id\n      status\n      rejectionReason\n      feedback\n      receiptUrl\n      createdAt\n      updatedAt\n      applicant {\n        id\n        fullName\n        email\n        phoneNumber\n        approvalStatus\n        isVerified\n      }\n      scholarship {\n        id\n        title\n        country\n        university\n        deadline\n        deadlinePassed\n      }\n      history {\n        status\n        feedback\n        at\n        actor {\n          id\n          fullName\n          role\n        }\n      }\n    }\n  }\n\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  query StaffApplications($filter: ApplicationFilter, $page: Int, $limit: Int) {\n    applications(filter: $filter, page: $page, limit: $limit) {\n      items {\n        id\n        status\n        feedback\n        createdAt\n        updatedAt\n        applicant {\n          id\n          fullName\n          email\n          phoneNumber\n        }\n        scholarship {\n          id\n          title\n        }\n      }\n      pagination {\n        total\n        page\n        limit\n        pages\n      }\n    }\n  }\n\n"): (typeof documents)["\n  query StaffApplications($filter: ApplicationFilter, $page: Int, $limit: Int) {\n    applications(filter: $filter, page: $page, limit: $limit) {\n      items {\n        id\n        status\n        feedback\n        createdAt\n        updatedAt\n        applicant {\n          id\n          fullName\n          email\n          phoneNumber\n        }\n        scholarship {\n          id\n          title\n        }\n      }\n      pagination {\n        total\n        page\n        limit\n        pages\n      }\n    }\n  }\n\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation UpdateApplicationStatus($id: ID!, $status: ApplicationStatus!, $feedback: String) {\n    updateApplicationStatus(id: $id, status: $status, feedback: $feedback) {\n      id\n      status\n      feedback\n      rejectionReason\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateApplicationStatus($id: ID!, $status: ApplicationStatus!, $feedback: String) {\n    updateApplicationStatus(id: $id, status: $status, feedback: $feedback) {\n      id\n      status\n      feedback\n      rejectionReason\n      updatedAt\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  query StaffDashboard {\n    dashboard {\n      accountsPendingApproval {\n        total\n        verified\n        unverified\n      }\n      scholarships {\n        total\n        open\n        closed\n      }\n      applications {\n        total\n        pending\n        approved\n        rejected\n        withdrawn\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffDashboard {\n    dashboard {\n      accountsPendingApproval {\n        total\n        verified\n        unverified\n      }\n      scholarships {\n        total\n        open\n        closed\n      }\n      applications {\n        total\n        pending\n        approved\n        rejected\n        withdrawn\n      }\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation CreateScholarship($input: ScholarshipInput!, $image: Upload) {\n    createScholarship(input: $input, image: $image) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation CreateScholarship($input: ScholarshipInput!, $image: Upload) {\n    createScholarship(input: $input, image: $image) {\n      id\n      title\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation DeleteScholarship($id: ID!, $force: Boolean) {\n    deleteScholarship(id: $id, force: $force) {\n      success\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteScholarship($id: ID!, $force: Boolean) {\n    deleteScholarship(id: $id, force: $force) {\n      success\n      id\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  query StaffScholarship($id: ID!) {\n    scholarship(id: $id) {\n      id\n      country\n      university\n      imageUrl\n      startDate\n      deadline\n      translations {\n        fr {\n          title\n          description\n          longDescription\n          videoUrl\n          faq {\n            question\n            answer\n          }\n        }\n        ar {\n          title\n          description\n          longDescription\n          videoUrl\n          faq {\n            question\n            answer\n          }\n        }\n        en {\n          title\n          description\n          longDescription\n          videoUrl\n          faq {\n            question\n            answer\n          }\n        }\n      }\n    }\n  }\n\n"): (typeof documents)["\n  query StaffScholarship($id: ID!) {\n    scholarship(id: $id) {\n      id\n      country\n      university\n      imageUrl\n      startDate\n      deadline\n      translations {\n        fr {\n          title\n          description\n          longDescription\n          videoUrl\n          faq {\n            question\n            answer\n          }\n        }\n        ar {\n          title\n          description\n          longDescription\n          videoUrl\n          faq {\n            question\n            answer\n          }\n        }\n        en {\n          title\n          description\n          longDescription\n          videoUrl\n          faq {\n            question\n            answer\n          }\n        }\n      }\n    }\n  }\n\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  query StaffScholarshipFilterOptions {\n    scholarshipFilterOptions {\n      countries\n      universities\n    }\n  }\n"): (typeof documents)["\n  query StaffScholarshipFilterOptions {\n    scholarshipFilterOptions {\n      countries\n      universities\n    }\n  }\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  query StaffScholarships($filter: ScholarshipFilter, $page: Int, $limit: Int, $language: Language) {\n    scholarships(filter: $filter, page: $page, limit: $limit, language: $language) {\n      items {\n        id\n        title\n        country\n        university\n        startDate\n        deadline\n        deadlinePassed\n        applicationCount\n      }\n      pagination {\n        total\n        page\n        limit\n        pages\n      }\n    }\n  }\n\n"): (typeof documents)["\n  query StaffScholarships($filter: ScholarshipFilter, $page: Int, $limit: Int, $language: Language) {\n    scholarships(filter: $filter, page: $page, limit: $limit, language: $language) {\n      items {\n        id\n        title\n        country\n        university\n        startDate\n        deadline\n        deadlinePassed\n        applicationCount\n      }\n      pagination {\n        total\n        page\n        limit\n        pages\n      }\n    }\n  }\n\n"];
/**
 * The staffGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function staffGraphql(source: "\n  mutation UpdateScholarship($id: ID!, $input: ScholarshipInput!, $image: Upload) {\n    updateScholarship(id: $id, input: $input, image: $image) {\n      id\n      title\n      imageUrl\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateScholarship($id: ID!, $input: ScholarshipInput!, $image: Upload) {\n    updateScholarship(id: $id, input: $input, image: $image) {\n      id\n      title\n      imageUrl\n    }\n  }\n"];

export function staffGraphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;