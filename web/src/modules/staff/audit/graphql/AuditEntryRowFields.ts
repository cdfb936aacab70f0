import { staffGraphql } from '@/modules/staff/__generated__/gql';

/** What a row of the audit table shows. */
export const AUDIT_ENTRY_ROW_FIELDS = staffGraphql(`
  fragment AuditEntryRowFields on AuditEntry {
    id
    at
    action
    clientAddress
    actor { id role firstName lastName email }
    target { type id name scholarship { id title } }
    changes { field before after beforeName afterName }
  }
`);
