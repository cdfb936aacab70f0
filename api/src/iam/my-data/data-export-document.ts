import type { ExportedFileRow, OwnData } from './data-export-queries.ts';
import { presentMoney } from '#api/http/present-money.ts';
import { formatVerificationCode } from '#api/documents/verification-code.ts';

/** The export's version, written in it: a reader can tell which shape it holds (docs/product-rules.md). */
export const DATA_EXPORT_FORMAT = 'bourses-data-export/1';

/** The JSON document's name inside the zip. */
export const DATA_EXPORT_DOCUMENT = 'data.json';

/** A stored file to copy into the zip under `path`. */
export interface ExportedFile {
  path: string;
  storageKey: string;
  savedAt: Date;
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/**
 * What the export holds: the files to copy, and the JSON document once it is known which of them
 * storage still had (a file whose bytes are gone is described with `file: null`).
 */
export function planDataExport(data: OwnData, now: Date) {
  const files: ExportedFile[] = [];
  const describe = (row: ExportedFileRow | null, name: string) => {
    if (!row) return null;
    const path = `${name}.${EXTENSIONS[row.mimeType] ?? 'bin'}`;
    files.push({ path, storageKey: row.storageKey, savedAt: row.createdAt });
    return (missing: ReadonlySet<string>) => ({
      file: missing.has(path) ? null : path,
      originalName: row.originalName,
      mimeType: row.mimeType,
      sizeBytes: row.sizeBytes,
      uploadedAt: row.createdAt,
    });
  };

  const { user } = data;
  const paymentReceipt = describe(data.paymentReceipt, 'documents/payment-receipt');
  const serviceContract = describe(data.serviceContract, 'documents/service-contract');
  const applications = data.applications.map((application) => {
    const receipt = describe(
      application.receiptStorageKey === null ||
        application.receiptOriginalName === null ||
        application.receiptMimeType === null ||
        application.receiptSizeBytes === null ||
        application.receiptCreatedAt === null
        ? null
        : {
            storageKey: application.receiptStorageKey,
            originalName: application.receiptOriginalName,
            mimeType: application.receiptMimeType,
            sizeBytes: application.receiptSizeBytes,
            createdAt: application.receiptCreatedAt,
          },
      `applications/${application.id}/receipt`,
    );
    return (missing: ReadonlySet<string>) => ({
      id: application.id,
      scholarship: {
        id: application.scholarshipId,
        title: application.scholarshipTitle,
        country: application.scholarshipCountry,
        university: application.scholarshipUniversity,
        deadline: application.scholarshipDeadline,
      },
      status: application.status,
      rejectionReason: application.rejectionReason,
      feedback: application.feedback,
      createdAt: application.createdAt,
      updatedAt: application.updatedAt,
      receipt: receipt?.(missing) ?? null,
      // Who made each change, by role only: staff members' names are theirs, not the student's data.
      history: (data.histories.get(application.id) ?? []).map((entry) => ({
        status: entry.status,
        feedback: entry.feedback,
        at: entry.at,
        by: entry.actorId === user.id ? 'student' : entry.role === null ? null : 'staff',
      })),
    });
  });

  // Each message by side only, as the history: staff members' names are theirs, not the student's data.
  const conversations = data.conversations.map((conversation) => {
    const messages = conversation.messages.map((message) => {
      const files = message.attachments.map((attachment) =>
        describe(attachment, `conversations/${conversation.id}/${attachment.id}`),
      );
      return (missing: ReadonlySet<string>) => ({
        by: message.authorSide,
        body: message.body,
        sentAt: message.sentAt,
        readAt: message.readAt,
        attachments: files.map((file) => file?.(missing) ?? null),
      });
    });
    return (missing: ReadonlySet<string>) => ({
      id: conversation.id,
      about: conversation.kind,
      applicationId: conversation.applicationId,
      createdAt: conversation.createdAt,
      messages: messages.map((message) => message(missing)),
    });
  });

  // The official documents the platform issued (docs/documents.md): each PDF, named by its kind, reference and code.
  const officialDocuments = data.documents.map((issued) => {
    const file = describe(issued, `official-documents/${issued.originalName.replace(/\.pdf$/, '')}-${issued.verificationCode}`);
    return (missing: ReadonlySet<string>) => ({
      kind: issued.kind,
      language: issued.language,
      reference: issued.reference,
      verificationCode: formatVerificationCode(issued.verificationCode),
      sha256: issued.sha256,
      issuedAt: issued.issuedAt,
      supersededAt: issued.supersededAt,
      file: file?.(missing).file ?? null,
    });
  });

  const document = (missing: ReadonlySet<string>) => ({
    format: DATA_EXPORT_FORMAT,
    exportedAt: now,
    // The password is not here: only a one-way hash of it is stored, which says nothing to its owner.
    profile: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: user.phoneNumber,
      role: user.role,
      language: user.language,
      isVerified: user.isVerified,
      verifiedAt: user.verifiedAt,
      approvalStatus: user.approvalStatus,
      approvalDate: user.approvalDate,
      rejectionReason: user.rejectionReason,
      deadlineReminders: user.deadlineReminders,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    registrationDocuments: {
      paymentReceipt: paymentReceipt?.(missing) ?? null,
      serviceContract: serviceContract?.(missing) ?? null,
    },
    applications: applications.map((application) => application(missing)),
    savedScholarships: data.savedScholarships.saved.map((saved) => ({
      scholarship: { id: saved.scholarshipId, title: saved.title, deadline: saved.deadline },
      savedAt: saved.savedAt,
    })),
    // Each fee owed and what became of it (docs/payments.md); the verifying staff member stays unnamed.
    payments: data.payments.map((payment) => ({
      kind: payment.kind,
      reference: payment.reference,
      applicationId: payment.applicationId,
      amountDue: presentMoney(payment.amountDueCentimes),
      amountReceived: presentMoney(payment.amountReceivedCentimes),
      status: payment.status,
      refusalReason: payment.refusalReason,
      paidOn: payment.paidOn,
      bankTransactionReference: payment.bankTransactionReference,
      verifiedAt: payment.verifiedAt,
      createdAt: payment.createdAt,
    })),
    conversations: conversations.map((conversation) => conversation(missing)),
    officialDocuments: officialDocuments.map((issued) => issued(missing)),
    deadlineRemindersSent: data.savedScholarships.remindersSent.map((reminder) => ({
      scholarshipId: reminder.scholarshipId,
      deadline: reminder.deadline,
      daysBefore: reminder.daysBefore,
      sentAt: reminder.sentAt,
    })),
  });

  return { files, document };
}

export type DataExportDocument = ReturnType<ReturnType<typeof planDataExport>['document']>;
