import { Box, Group, Text } from '@mantine/core';
import { useId } from 'react';
import { StrictNumberInput } from '@/components/strict-number-input';
import type { NumberField } from '../utils/points-form';

type NumberRowProps = {
  label: string;
  value: NumberField;
  onChange: (value: NumberField) => void;
  error?: string;
  /** `points` boxes are narrow; a limit or a minimum may take decimals or three digits. */
  width?: number;
};

/**
 * One number with its words on the same line (the words wrap, the box keeps its width), so nineteen values read as
 * a list on a phone; its error goes under the whole row instead of squeezing into the box's width.
 */
export function NumberRow({ label, value, onChange, error, width = 84 }: NumberRowProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Box>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text component="label" htmlFor={id} size="sm" style={{ minWidth: 0 }}>
          {label}
        </Text>
        <StrictNumberInput
          id={id}
          w={width}
          style={{ flex: 'none' }}
          value={value}
          onChange={onChange}
          error={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
      </Group>
      {error ? (
        <Text id={errorId} size="xs" c="var(--mantine-color-error)" mt={2}>
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
