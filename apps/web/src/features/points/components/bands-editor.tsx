import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { StrictNumberInput } from '@/components/strict-number-input';
import { t } from '@/i18n';
import type { BandField, NumberField } from '../utils/points-form';

type BandsEditorProps = {
  /** `economy` or `strikeRate`: names the boxes for screen readers and tests. */
  name: string;
  /** The rate's unit in words (`runs per over`). */
  unit: string;
  bands: BandField[];
  /** The error of band `index`'s limit or points (`economy.2.below`), by its form path. */
  errorOf: (path: string) => string | undefined;
  onChange: (index: number, field: 'below' | 'points', value: NumberField) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The whole list's error (not ascending, too many). */
  listError?: string;
  path: string;
};

/**
 * A band list, ascending: each band reads "Below [5] runs per over: [6] points"; the last reads "Otherwise" and has
 * no bound (the list always ends with it: adding puts a band before it, removing it makes the one before the last).
 */
export function BandsEditor({
  name,
  unit,
  bands,
  errorOf,
  onChange,
  onAdd,
  onRemove,
  listError,
  path,
}: BandsEditorProps) {
  const id = useId();
  return (
    <Stack gap="xs">
      {bands.map((band, index) => {
        const last = index === bands.length - 1;
        const belowError = errorOf(`${path}.${index}.below`);
        const pointsError = errorOf(`${path}.${index}.points`);
        const rowError = belowError ?? pointsError;
        const errorId = `${id}-${index}-error`;
        const limitText = typeof band.below === 'number' || band.below ? String(band.below) : '';
        return (
          // A band is its place in the ascending list.
          <div key={index}>
            <Group gap="xs" wrap="nowrap" align="center">
              {last ? (
                <Text size="sm" w={128} style={{ flex: 'none' }}>
                  {t('Otherwise')}
                </Text>
              ) : (
                <Group gap={6} wrap="nowrap" w={128} style={{ flex: 'none' }}>
                  <Text component="label" size="sm" htmlFor={`${id}-${index}-below`}>
                    {t('Below')}
                  </Text>
                  <StrictNumberInput
                    id={`${id}-${index}-below`}
                    aria-label={t('Below, {name} band {value}', { name, value: index + 1 })}
                    w={76}
                    value={band.below ?? ''}
                    onChange={(value) => onChange(index, 'below', value)}
                    error={Boolean(belowError)}
                    aria-describedby={belowError ? errorId : undefined}
                  />
                </Group>
              )}
              <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                <Text component="label" size="sm" htmlFor={`${id}-${index}-points`}>
                  {t('Points')}
                </Text>
                <StrictNumberInput
                  id={`${id}-${index}-points`}
                  aria-label={t('Points, {name} band {value}', { name, value: index + 1 })}
                  w={68}
                  value={band.points}
                  onChange={(value) => onChange(index, 'points', value)}
                  error={Boolean(pointsError)}
                  aria-describedby={pointsError ? errorId : undefined}
                />
              </Group>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => onRemove(index)}
                disabled={bands.length <= 1}
                aria-label={
                  last
                    ? t('Remove the last {name} band', { name })
                    : t('Remove the {name} band below {limitText}', { name, limitText })
                }
                style={{ flex: 'none' }}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
            {rowError ? (
              <Text id={errorId} size="xs" c="var(--mantine-color-error)" mt={2}>
                {rowError}
              </Text>
            ) : null}
          </div>
        );
      })}
      <Text size="xs" c="dimmed">
        {t("Limits are in {unit}; the first band whose limit is above the player's rate applies.", { unit })}
      </Text>
      {listError ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {listError}
        </Text>
      ) : null}
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={14} />}
        onClick={onAdd}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('Add {name} band', { name })}
      </Button>
    </Stack>
  );
}
