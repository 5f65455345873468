import type { NumberInputProps } from '@mantine/core';
import { messages } from '@wicket/shared/messages';
import { REMINDER_MINUTES_MAX } from '@wicket/shared/schemas/clubs';
import { StrictNumberInput } from '@/components/strict-number-input';
import { st, t } from '@/i18n';

/**
 * A club's reminder minutes (design-match-day section 4): a whole number 0 to 1440, 0 = off. The shared schema
 * checks it and says what is wrong (`-5` or `2.5` is refused with its message, never changed to another number).
 */
export function ReminderMinutesInput(
  props: Omit<NumberInputProps, 'allowNegative' | 'decimalScale' | 'clampBehavior' | 'fixedDecimalScale'>,
) {
  return (
    <StrictNumberInput
      label={t('Reminder (minutes before the start)')}
      description={st(messages.reminderMinutesHelp)}
      min={0}
      max={REMINDER_MINUTES_MAX}
      step={5}
      hideControls={false}
      {...props}
    />
  );
}
