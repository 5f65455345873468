import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * A number input that keeps what was typed, so the shared schema refuses a wrong amount with its message instead of
 * the input quietly changing it: Mantine's `allowNegative={false}` turns `-50` into `50`, `decimalScale={2}` cuts
 * `10.555` to `10.55` and `0.001` to `0`, and clamping moves a number into range. Every form number input uses this
 * one, so none of them strips a sign or a decimal.
 */
export function StrictNumberInput(
  props: Omit<NumberInputProps, 'allowNegative' | 'decimalScale' | 'clampBehavior' | 'fixedDecimalScale'>,
) {
  return <NumberInput hideControls {...props} allowNegative allowDecimal clampBehavior="none" />;
}
