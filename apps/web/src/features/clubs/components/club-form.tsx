import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { messages } from '@wicket/shared/messages';
import { createClubBodySchema, REMINDER_MINUTES_DEFAULT, updateClubBodySchema } from '@wicket/shared/schemas/clubs';
import { managerShareRest } from '@wicket/shared/shares';
import { ReminderMinutesInput } from '@/components/domain/reminder-minutes-input';
import { FormErrorsElsewhere } from '@/components/form-errors-elsewhere';
import { type PersonFieldNames, PersonFields } from '@/components/person-fields';
import { StrictNumberInput } from '@/components/strict-number-input';
import { st, t } from '@/i18n';
import { zodFormErrors } from '@/lib/form';

export type ClubFormValues = {
  clubName: string;
  managerFirstName: string;
  managerLastName: string;
  managerEmail: string;
  countryCode: string;
  managerPhone: string;
  managerPassword: string;
  managerShare: number | string;
  adminShare: number | string;
  reminderMinutes: number | string;
};

export const EMPTY_CLUB: ClubFormValues = {
  clubName: '',
  managerFirstName: '',
  managerLastName: '',
  managerEmail: '',
  countryCode: '+91',
  managerPhone: '',
  managerPassword: '',
  managerShare: '',
  adminShare: '',
  reminderMinutes: REMINDER_MINUTES_DEFAULT,
};

/** Adding creates the manager's account; editing changes only the manager's email and phone. */
const MANAGER_FIELDS_ADD: PersonFieldNames<ClubFormValues> = {
  firstName: 'managerFirstName',
  lastName: 'managerLastName',
  email: 'managerEmail',
  countryCode: 'countryCode',
  phoneNumber: 'managerPhone',
  password: 'managerPassword',
};
const MANAGER_FIELDS_EDIT: PersonFieldNames<ClubFormValues> = { email: 'managerEmail', phoneNumber: 'managerPhone' };

const SHARE_FIELDS = ['adminShare', 'reminderMinutes', 'clubName'] as const;
const SHOWN_ADD = [...Object.values(MANAGER_FIELDS_ADD), ...SHARE_FIELDS];
const SHOWN_EDIT = [...Object.values(MANAGER_FIELDS_EDIT), ...SHARE_FIELDS];

type ClubFormProps = {
  /** Add creates the manager's account too; edit changes the club and the manager's email and phone. */
  mode: 'add' | 'edit';
  initialValues: ClubFormValues;
  onSubmit: (values: ClubFormValues) => void;
  pending: boolean;
};

/** The admin share as typed, as a number (NaN while blank or not a number). */
const adminShareNumber = (value: number | string): number =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

/**
 * The values as sent: the manager's share is not typed but what the admin share leaves of 100 (the manager receives
 * the whole house remainder after the admin share); 0 while the admin share is wrong, so only that field's error shows.
 */
export function withManagerShare(values: ClubFormValues): ClubFormValues {
  return { ...values, managerShare: managerShareRest(adminShareNumber(values.adminShare)) ?? 0 };
}

/**
 * Add Club and Edit Club (spec section 5): the shared schemas' rules and texts; the phone keeps digits only; the
 * manager email is optional on both; the admin share takes 2 decimals, at least 0 and at most 100, and the manager
 * share is shown as the rest; reminder minutes a whole number 0 to 1440.
 */
export function ClubForm({ mode, initialValues, onSubmit, pending }: ClubFormProps) {
  const adding = mode === 'add';
  const form = useForm<ClubFormValues>({
    initialValues,
    validate: (values) => zodFormErrors(adding ? createClubBodySchema : updateClubBodySchema, withManagerShare(values)),
  });
  const managerRest = managerShareRest(adminShareNumber(form.values.adminShare));

  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(withManagerShare(values)))} noValidate>
      <Stack>
        <TextInput label={t('Club Name')} required {...form.getInputProps('clubName')} />
        <PersonFields form={form} fields={adding ? MANAGER_FIELDS_ADD : MANAGER_FIELDS_EDIT} whose="Manager" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <StrictNumberInput
            label={t('Admin Share (%)')}
            description={st(messages.adminShareHelp)}
            required
            step={0.01}
            min={0}
            max={100}
            {...form.getInputProps('adminShare')}
          />
          <TextInput
            label={t('Manager Share (%)')}
            description={st(messages.managerShareHelp)}
            value={managerRest === null ? '' : String(managerRest)}
            placeholder={t('The rest after the admin share')}
            readOnly
            data-manager-share
          />
        </SimpleGrid>
        <ReminderMinutesInput required {...form.getInputProps('reminderMinutes')} />
        <FormErrorsElsewhere form={form} shown={adding ? SHOWN_ADD : SHOWN_EDIT} />
        <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
          {adding ? t('Add Club') : t('Update Club')}
        </Button>
      </Stack>
    </form>
  );
}
