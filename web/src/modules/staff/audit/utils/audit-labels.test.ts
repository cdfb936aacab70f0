import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditTargetPath } from '@/modules/staff/audit/utils/audit-labels';

describe('auditTargetPath', () => {
  it('links an account, an application and a scholarship to their console page', () => {
    expect(auditTargetPath('account.update', { type: 'USER', id: 'a1b2' })).toBe('/admin/accounts/a1b2');
    expect(auditTargetPath('document.view', { type: 'APPLICATION', id: '12' })).toBe('/admin/applications/12');
    expect(auditTargetPath('scholarship.update', { type: 'SCHOLARSHIP', id: '7' })).toBe('/admin/scholarships/7');
  });

  it('links nothing the entry deleted, nor an export', () => {
    expect(auditTargetPath('application.delete', { type: 'APPLICATION', id: '12' })).toBeNull();
    expect(auditTargetPath('export.applications', { type: 'EXPORT', id: null })).toBeNull();
  });
});

describe('auditActionLabel', () => {
  it('names the status changes of a scholarship, and nothing for an action this version does not know', () => {
    expect(auditActionLabel('scholarship.publish')?.message).toBe('Scholarship published');
    expect(auditActionLabel('scholarship.archive')?.message).toBe('Scholarship archived');
    expect(auditActionLabel('scholarship.teleport')).toBeUndefined();
    expect(auditActionLabel('toString')).toBeUndefined();
  });
});
