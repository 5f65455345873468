import { SimpleGrid, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { t } from '@/i18n';
import { formatMoney } from '@/lib/format';
import type { Lot } from '../utils/lots';

/**
 * A free tile takes the page's own colours (so it reads in the dark scheme too); held tiles keep their light tint in
 * both schemes, so their text stays dark.
 */
const LOOK = {
  free: {
    bg: 'var(--mantine-color-body)',
    border: 'var(--mantine-color-gray-4)',
    get label() {
      return t('Free');
    },
    ink: 'var(--mantine-color-text)',
    subInk: 'dimmed',
  },
  mine: {
    bg: 'var(--mantine-color-green-0)',
    border: 'var(--mantine-color-green-7)',
    get label() {
      return t('You');
    },
    ink: 'dark.9',
    subInk: 'dark.7',
  },
  other: {
    bg: 'var(--mantine-color-orange-0)',
    border: 'var(--mantine-color-orange-7)',
    label: '',
    ink: 'dark.9',
    subInk: 'dark.7',
  },
} as const;

/** The lots as tappable tiles: the combination and its players, then free, or the standing bid and who holds it. */
export function LotGrid({
  lots,
  selected,
  onSelect,
}: {
  lots: readonly Lot[];
  selected: string | null;
  onSelect: (combination: string) => void;
}) {
  if (lots.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('No lots match.')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 3, xs: 4, sm: 6, md: 8 }} spacing={6} verticalSpacing={6}>
      {lots.map((lot) => {
        const look = LOOK[lot.state];
        const isSelected = lot.combination === selected;
        const who = lot.state === 'other' ? (lot.holder?.firstName ?? '') : look.label;
        return (
          <UnstyledButton
            key={lot.combination}
            onClick={() => onSelect(lot.combination)}
            aria-pressed={isSelected}
            data-lot={lot.combination}
            data-state={lot.state}
            p={6}
            style={{
              background: look.bg,
              border: `${isSelected ? 3 : 1}px solid ${isSelected ? 'var(--mantine-color-indigo-7)' : look.border}`,
              borderRadius: 8,
              minHeight: 56,
              textAlign: 'center',
            }}
          >
            <Text ff="monospace" fw={700} size="sm" c={look.ink}>
              {lot.combination}
            </Text>
            {/* One name a line, wrapped at its spaces (issue 38: one truncated line cut names mid-word); a single
                word wider than the tile alone may break. Read and copied, the names keep their separators. */}
            {lot.players.length > 0 ? (
              <div data-lot-players>
                {lot.players.map((name, index) => (
                  <Text
                    key={index}
                    size="xs"
                    lh={1.25}
                    c={look.ink}
                    style={{ overflowWrap: 'anywhere', hyphens: 'auto' }}
                  >
                    {index > 0 ? <VisuallyHidden> · </VisuallyHidden> : null}
                    {name}
                  </Text>
                ))}
              </div>
            ) : null}
            <Text size="xs" c={look.subInk} truncate>
              {lot.amount === null ? t('Free') : formatMoney(lot.amount)}
            </Text>
            {lot.amount === null ? null : (
              <Text size="xs" c={look.subInk} fw={lot.state === 'mine' ? 700 : 400} truncate>
                {/* Its name is its text (seen and said alike); the words a glance does not need are for readers. */}
                <VisuallyHidden>{t('held by')} </VisuallyHidden>
                {who}
              </Text>
            )}
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
