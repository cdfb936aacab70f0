import type { AuditFilter, AuditTargetType } from '@/modules/staff/__generated__/graphql';
import { readOneOf, readPage } from '@/modules/ui/utils/url-values';

export const AUDIT_TARGET_TYPES: readonly AuditTargetType[] = ['USER', 'APPLICATION', 'SCHOLARSHIP', 'EXPORT'];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const readDay = (params: URLSearchParams, name: string) => {
  const value = params.get(name) ?? '';
  return DAY.test(value) ? value : '';
};

/** The audit page's filters as the address holds them, so a filtered log can be shared and survives a reload. */
export interface AuditListQuery {
  /** Words of the actor's name or e-mail. */
  search: string;
  /** Exactly one staff member (a link from their account). */
  actorId: string;
  targetType: AuditTargetType | null;
  targetId: string;
  /** 'yyyy-mm-dd' days in Casablanca, both included; '' for none. */
  from: string;
  to: string;
  page: number;
}

export function readAuditListQuery(params: URLSearchParams): AuditListQuery {
  return {
    search: params.get('actor') ?? '',
    actorId: params.get('actorId') ?? '',
    targetType: readOneOf(params, 'target', AUDIT_TARGET_TYPES),
    targetId: params.get('targetId') ?? '',
    from: readDay(params, 'from'),
    to: readDay(params, 'to'),
    page: readPage(params),
  };
}

/** Writes only what differs from the defaults. */
export function writeAuditListQuery(query: AuditListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set('actor', query.search.trim());
  if (query.actorId) params.set('actorId', query.actorId);
  if (query.targetType) params.set('target', query.targetType);
  if (query.targetId.trim()) params.set('targetId', query.targetId.trim());
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

export function toAuditFilter(query: AuditListQuery): AuditFilter {
  return {
    actor: query.search.trim() || undefined,
    actorId: query.actorId || undefined,
    targetType: query.targetType ?? undefined,
    targetId: query.targetId.trim() || undefined,
    from: query.from || undefined,
    to: query.to || undefined,
  };
}
