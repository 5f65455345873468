import { Button, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { messages } from '@wicket/shared/messages';
import { createClubBodySchema, REMINDER_MINUTES_DEFAULT, updateClubBodySchema } from '@wicket/shared/schemas/clubs';
import { type PersonFieldNames, PersonFields } from '@/components/person-fields';
import { ReminderMinutesInput } from '@/components/reminder-minutes-input';
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

type ClubFormProps = {
  /** Add creates the manager's account too; edit changes the club and the manager's email and phone. */
  mode: 'add' | 'edit';
  initialValues: ClubFormValues;
  onSubmit: (values: ClubFormValues) => void;
  pending: boolean;
};

/**
 * Add Club and Edit Club (spec section 5): the shared schemas' rules and texts; the phone keeps digits only; shares
 * take 2 decimals (step 0.01), none negative, and together at most 100; reminder minutes a whole number 0 to 1440.
 */
export function ClubForm({ mode, initialValues, onSubmit, pending }: ClubFormProps) {
  const adding = mode === 'add';
  const form = useForm<ClubFormValues>({
    initialValues,
    validate: (values) => zodFormErrors(adding ? createClubBodySchema : updateClubBodySchema, values),
  });

  const shareInput = (field: 'managerShare' | 'adminShare', label: string, description: string) => (
    <NumberInput
      label={label}
      description={description}
      required
      step={0.01}
      decimalScale={2}
      min={0}
      max={100}
      clampBehavior="none"
      hideControls
      {...form.getInputProps(field)}
    />
  );

  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(values))} noValidate>
      <Stack>
        <TextInput label="Club Name" required {...form.getInputProps('clubName')} />
        <PersonFields
          form={form}
          fields={adding ? MANAGER_FIELDS_ADD : MANAGER_FIELDS_EDIT}
          whose="Manager"
          emailRequired={!adding}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {shareInput('managerShare', 'Manager Share (%)', messages.managerShareHelp)}
          {shareInput('adminShare', 'Admin Share (%)', messages.adminShareHelp)}
        </SimpleGrid>
        <ReminderMinutesInput required {...form.getInputProps('reminderMinutes')} />
        <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
          {adding ? 'Add Club' : 'Update Club'}
        </Button>
      </Stack>
    </form>
  );
}
