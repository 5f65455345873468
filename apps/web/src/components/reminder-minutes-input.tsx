import { NumberInput, type NumberInputProps } from '@mantine/core';
import { messages } from '@wicket/shared/messages';
import { REMINDER_MINUTES_MAX } from '@wicket/shared/schemas/clubs';

/**
 * A club's reminder minutes (design-match-day section 4): a whole number 0 to 1440, 0 = off. The shared schema
 * checks it and says what is wrong; the input only keeps to whole numbers.
 */
export function ReminderMinutesInput(props: NumberInputProps) {
  return (
    <NumberInput
      label="Reminder (minutes before the start)"
      description={messages.reminderMinutesHelp}
      min={0}
      max={REMINDER_MINUTES_MAX}
      step={5}
      allowNegative={false}
      clampBehavior="none"
      {...props}
    />
  );
}
