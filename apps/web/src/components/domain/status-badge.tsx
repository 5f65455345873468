import { Badge, type MantineColor } from '@mantine/core';
import { isBettingOpen } from '@wicket/shared/betting-open';
import { dataLabel, t } from '@/i18n';

/** Spec section 4 colours: Active green, Inactive red, Ongoing blue, Announced orange; Abandoned grey. */
const STATUS_COLORS: Record<string, MantineColor> = {
  active: 'green',
  inactive: 'red',
  ongoing: 'blue',
  announced: 'orange',
  abandoned: 'gray',
  closed: 'gray',
  refunded: 'gray',
};

/** A group's status as shown beside its match: what a member can do with it now, never Active once it is closed. */
export type GroupShownStatus = 'Active' | 'Inactive' | 'Closed' | 'Refunded';

/**
 * The status a group shows (issue 38: `ACTIVE` beside `Betting closed`): an Active group whose betting has closed
 * (the match started, has a result, or is not Active) is Closed, and every group of an abandoned match is Refunded
 * (its bets went back). An Inactive group stays Inactive: staff set that, and it says why nobody can bet.
 */
export function groupShownStatus(
  group: { status: string },
  match: { status: string; dateTime: string; result: string | null },
  now: Date = new Date(),
): GroupShownStatus {
  if (match.status === 'Abandoned') return 'Refunded';
  if (group.status !== 'Active') return 'Inactive';
  return isBettingOpen(match, group, now) ? 'Active' : 'Closed';
}

/** Match and group statuses; `OnGoing` and `Ongoing` read the same. */
export function StatusBadge({ status }: { status: string }) {
  const color = STATUS_COLORS[status.toLowerCase()] ?? 'gray';
  return (
    <Badge color={color} variant="light" radius="sm">
      {status.toLowerCase() === 'ongoing' ? t('Ongoing') : status === 'Closed' ? t('Closed') : dataLabel(status)}
    </Badge>
  );
}

/** A bet's result: Win green, anything else red, none yet `TBA` (spec section 4). */
export function BetResultBadge({ result }: { result: string | null | undefined }) {
  if (!result) {
    return (
      <Badge color="gray" variant="light" radius="sm">
        {t('TBA')}
      </Badge>
    );
  }
  return (
    <Badge color={result === 'Win' ? 'green' : 'red'} variant="filled" radius="sm">
      {dataLabel(result)}
    </Badge>
  );
}
