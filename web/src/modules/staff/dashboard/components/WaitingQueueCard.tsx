import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { QueueCard, QueueRows } from '@/modules/staff/dashboard/components/QueueCard';
import { WaitingAge } from '@/modules/staff/dashboard/components/WaitingAge';

export interface WaitingQueueCardProps<Item> {
  titleId: string;
  title: ReactNode;
  waiting: { total: number; oldest: readonly Item[] };
  /** The list filtered to everything waiting, which the count opens. */
  listLink: string;
  countTestId: string;
  /** The rows' accessible name. */
  label: string;
  /** What the card says when nothing waits. */
  empty: ReactNode;
  /** What names one item: a link to its page, then its details. */
  children: (item: Item) => ReactNode;
}

/** A queue of what waits for staff: how many (opening them all), then the oldest and how long each waits. */
export function WaitingQueueCard<Item extends { id: string; waitingDays: number }>({
  titleId,
  title,
  waiting,
  listLink,
  countTestId,
  label,
  empty,
  children,
}: WaitingQueueCardProps<Item>) {
  const total = waiting.total;
  return (
    <QueueCard
      titleId={titleId}
      title={title}
      count={
        <Link to={listLink} data-testid={countTestId}>
          <Trans>
            <strong>{total}</strong> pending
          </Trans>
        </Link>
      }
    >
      <QueueRows items={waiting.oldest} label={label} empty={empty}>
        {(item) => (
          <li key={item.id}>
            <span>{children(item)}</span>
            <WaitingAge days={item.waitingDays} />
          </li>
        )}
      </QueueRows>
    </QueueCard>
  );
}
