import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AuditEntryRowFieldsFragment } from '@/modules/staff/__generated__/graphql';
import { auditActionLabel, auditTargetPath } from '@/modules/staff/audit/utils/audit-labels';
import { changeOf, documentLabel, statusLabel } from '@/modules/staff/audit/utils/audit-values';

type Entry = AuditEntryRowFieldsFragment;

/** A link to what the entry is about, or its words alone once it is gone. */
function Subject({ to, children }: { to: string | null; children?: ReactNode }) {
  return to ? <Link to={to}>{children}</Link> : <>{children}</>;
}

/** The staff member who acted, linked to everything they did. */
function Actor({ actor }: Pick<Entry, 'actor'>) {
  const name = [actor.firstName, actor.lastName].filter(Boolean).join(' ');
  if (!actor.id) return <Trans>The platform</Trans>;
  if (!name) return <Trans>A deleted account</Trans>;
  return (
    <Link to={`/admin/audit?actorId=${encodeURIComponent(actor.id)}`} title={actor.email ?? undefined}>
      <bdi>{name}</bdi>
    </Link>
  );
}

/**
 * What an entry did, as a sentence in the staff's language: who, what, to whom or which scholarship,
 * each linked to its page while it exists (docs/security.md, "Audit log").
 */
export function AuditSentence({ entry }: { entry: Entry }) {
  const { t, i18n } = useLingui();
  const actor = <Actor actor={entry.actor} />;
  const path = auditTargetPath(entry.action, entry.target);
  const name = <bdi>{entry.target.name ?? t`a deleted account`}</bdi>;
  const scholarshipPath = entry.target.scholarship ? `/admin/scholarships/${encodeURIComponent(entry.target.scholarship.id)}` : null;
  const scholarshipTitle = entry.target.type === 'SCHOLARSHIP' ? entry.target.name : entry.target.scholarship?.title;
  const scholarship = <bdi>{scholarshipTitle ?? t`a deleted scholarship`}</bdi>;
  const assignee = changeOf(entry, 'assigneeId');
  const assigneeName = <bdi>{assignee?.afterName ?? t`a deleted account`}</bdi>;

  switch (entry.action) {
    case 'account.approve':
      return <Trans>{actor} approved the account of <Subject to={path}>{name}</Subject>.</Trans>;
    case 'account.reject':
      return <Trans>{actor} rejected the account of <Subject to={path}>{name}</Subject>.</Trans>;
    case 'account.reset':
      return <Trans>{actor} put the account of <Subject to={path}>{name}</Subject> back to pending.</Trans>;
    case 'account.update':
      return <Trans>{actor} changed the account of <Subject to={path}>{name}</Subject>.</Trans>;
    case 'account.delete':
      return <Trans>{actor} deleted the account of {name}.</Trans>;
    case 'account.note':
      return <Trans>{actor} wrote a note on the account of <Subject to={path}>{name}</Subject>.</Trans>;
    case 'account.sessions-ended':
      return <Trans>{actor} ended every session of the account of <Subject to={path}>{name}</Subject>.</Trans>;
    case 'account.factors-reset':
      return <Trans>{actor} reset the two-step sign-in of <Subject to={path}>{name}</Subject>.</Trans>;
    case 'account.correction-request':
      return <Trans>{actor} asked <Subject to={path}>{name}</Subject> for changes to their account.</Trans>;
    case 'account.correction-withdraw':
      return <Trans>{actor} withdrew the request for changes to the account of <Subject to={path}>{name}</Subject>.</Trans>;
    case 'account.assign':
      return assignee?.after ? (
        <Trans>{actor} assigned the account of <Subject to={path}>{name}</Subject> to {assigneeName}.</Trans>
      ) : (
        <Trans>{actor} left the account of <Subject to={path}>{name}</Subject> unassigned.</Trans>
      );
  }

  if (entry.target.type === 'APPLICATION') {
    const application = (
      <Subject to={path}>
        <Trans>the application of {name}</Trans>
      </Subject>
    );
    const to = <Subject to={scholarshipPath}>{scholarship}</Subject>;
    switch (entry.action) {
      case 'application.approve':
        return <Trans>{actor} approved {application} for {to}.</Trans>;
      case 'application.reject':
        return <Trans>{actor} rejected {application} for {to}.</Trans>;
      case 'application.status': {
        const status = i18n._(statusLabel('status', changeOf(entry, 'status')?.after ?? null));
        return <Trans>{actor} set {application} for {to} to “{status}”.</Trans>;
      }
      case 'application.delete':
        return <Trans>{actor} deleted the application of {name} for {to}.</Trans>;
      case 'application.note':
        return <Trans>{actor} wrote a note on {application} for {to}.</Trans>;
      case 'application.assign':
        return assignee?.after ? (
          <Trans>{actor} assigned {application} for {to} to {assigneeName}.</Trans>
        ) : (
          <Trans>{actor} left {application} for {to} unassigned.</Trans>
        );
      case 'document.view':
        return <Trans>{actor} opened the receipt of {application} for {to}.</Trans>;
      case 'application.correction-request':
        return <Trans>{actor} asked for corrections on {application} for {to}.</Trans>;
      case 'application.correction-withdraw':
        return <Trans>{actor} withdrew the correction request on {application} for {to}.</Trans>;
      case 'application.bulk-message':
        return <Trans>{actor} wrote to the student of {application} for {to}.</Trans>;
    }
  }

  switch (entry.action) {
    case 'document.view': {
      const document = i18n._(documentLabel(changeOf(entry, 'document')?.after ?? null));
      return <Trans>{actor} opened {document} of <Subject to={path}>{name}</Subject>.</Trans>;
    }
    case 'export.applications':
    case 'export.accounts':
    case 'export.payments': {
      const rows = Number(changeOf(entry, 'rows')?.after ?? 0);
      const format = (changeOf(entry, 'format')?.after ?? '').toUpperCase();
      const count =
        entry.action === 'export.applications'
          ? plural(rows, { one: '# application', other: '# applications' })
          : entry.action === 'export.accounts'
            ? plural(rows, { one: '# account', other: '# accounts' })
            : plural(rows, { one: '# payment', other: '# payments' });
      return <Trans>{actor} exported {count} ({format}).</Trans>;
    }
    case 'upload.infected': {
      // Sent by a visitor (at registration) when no account is recorded.
      const file = <bdi>{changeOf(entry, 'fileName')?.after ?? ''}</bdi>;
      const found = <bdi>{changeOf(entry, 'signature')?.after ?? ''}</bdi>;
      return entry.actor.id ? (
        <Trans>{actor} sent the file “{file}”, in which the antivirus found {found}: it was refused and not kept.</Trans>
      ) : (
        <Trans>A visitor sent the file “{file}”, in which the antivirus found {found}: it was refused and not kept.</Trans>
      );
    }
  }

  const payment = <Subject to={path}>{name}</Subject>;
  const reply = <bdi>{entry.target.name ?? entry.target.id}</bdi>;
  switch (entry.action) {
    case 'payment.verify':
      return <Trans>{actor} verified the payment {payment}.</Trans>;
    case 'payment.refuse':
      return <Trans>{actor} refused the receipt of the payment {payment}.</Trans>;
    case 'payment.settings':
      return <Trans>{actor} changed the payment settings.</Trans>;
    case 'message-template.create':
      return <Trans>{actor} created the saved reply “{reply}”.</Trans>;
    case 'message-template.update':
      return <Trans>{actor} changed the saved reply “{reply}”.</Trans>;
    case 'message-template.delete':
      return <Trans>{actor} deleted the saved reply “{reply}”.</Trans>;
    case 'statement.import': {
      const number = <Subject to={path}>{entry.target.id}</Subject>;
      return <Trans>{actor} imported the bank statement no. {number}.</Trans>;
    }
  }

  const title = <Subject to={path}>{scholarship}</Subject>;
  switch (entry.action) {
    case 'scholarship.create':
      return <Trans>{actor} created the scholarship {title}.</Trans>;
    case 'scholarship.update':
      return <Trans>{actor} changed the scholarship {title}.</Trans>;
    case 'scholarship.delete':
      return <Trans>{actor} deleted the scholarship {scholarship}.</Trans>;
    case 'scholarship.publish':
      return <Trans>{actor} published the scholarship {title}.</Trans>;
    case 'scholarship.unpublish':
      return <Trans>{actor} unpublished the scholarship {title}.</Trans>;
    case 'scholarship.archive':
      return <Trans>{actor} archived the scholarship {title}.</Trans>;
    case 'scholarship.restore':
      return <Trans>{actor} restored the scholarship {title}.</Trans>;
    case 'scholarship.duplicate': {
      const original = changeOf(entry, 'duplicateOf');
      const source = (
        <Subject to={original?.after ? `/admin/scholarships/${encodeURIComponent(original.after)}` : null}>
          <bdi>{original?.afterName ?? t`a deleted scholarship`}</bdi>
        </Subject>
      );
      return <Trans>{actor} copied the scholarship {source} as {title}.</Trans>;
    }
  }

  // An action this version does not know (a newer api): its recorded name.
  const label = auditActionLabel(entry.action);
  const action = label ? i18n._(label) : entry.action;
  return <Trans>{actor}: {action}.</Trans>;
}
