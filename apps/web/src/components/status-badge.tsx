import { Badge, type MantineColor } from '@mantine/core';
import { dataLabel, t } from '@/i18n';

/** Spec section 4 colours: Active green, Inactive red, Ongoing blue, Announced orange; Abandoned grey. */
const STATUS_COLORS: Record<string, MantineColor> = {
  active: 'green',
  inactive: 'red',
  ongoing: 'blue',
  announced: 'orange',
  abandoned: 'gray',
};

/** Match and group statuses; `OnGoing` and `Ongoing` read the same. */
export function StatusBadge({ status }: { status: string }) {
  const color = STATUS_COLORS[status.toLowerCase()] ?? 'gray';
  return (
    <Badge color={color} variant="light" radius="sm">
      {status.toLowerCase() === 'ongoing' ? t('Ongoing') : dataLabel(status)}
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
