import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const AUDIT_LOG = staffGraphql(`
  query AuditLog($filter: AuditFilter, $page: Int, $limit: Int) {
    auditLog(filter: $filter, page: $page, limit: $limit) {
      items { ...AuditEntryRowFields }
      pagination { total capped page limit pages }
    }
  }
`);
