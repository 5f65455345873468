import { Button, Grid, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { digitsOnly } from '@wicket/shared/phone';
import { createClubBodySchema, updateClubBodySchema } from '@wicket/shared/schemas/clubs';
import { CountryCodeSelect } from '@/components/country-code-select';
import { PasswordField } from '@/components/password-field';
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
};

type ClubFormProps = {
  /** Add creates the manager's account too; edit changes the club and the manager's email and phone. */
  mode: 'add' | 'edit';
  initialValues: ClubFormValues;
  onSubmit: (values: ClubFormValues) => void;
  pending: boolean;
};

/**
 * Add Club and Edit Club (spec section 5): the shared schemas' rules and texts; the phone keeps digits only; shares
 * take 2 decimals (step 0.01), none negative, and together at most 100.
 */
export function ClubForm({ mode, initialValues, onSubmit, pending }: ClubFormProps) {
  const adding = mode === 'add';
  const form = useForm<ClubFormValues>({
    initialValues,
    validate: (values) => zodFormErrors(adding ? createClubBodySchema : updateClubBodySchema, values),
  });

  const shareInput = (field: 'managerShare' | 'adminShare', label: string) => (
    <NumberInput
      label={label}
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
        {adding ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="Manager First Name" required {...form.getInputProps('managerFirstName')} />
            <TextInput label="Manager Last Name" required {...form.getInputProps('managerLastName')} />
          </SimpleGrid>
        ) : null}
        <TextInput
          label="Manager Email"
          type="email"
          required={!adding}
          description={adding ? 'Optional' : undefined}
          {...form.getInputProps('managerEmail')}
        />
        <Grid gap="sm">
          {adding ? (
            <Grid.Col span={{ base: 12, xs: 5 }}>
              <CountryCodeSelect
                required
                value={form.values.countryCode}
                onChange={(dialCode) => form.setFieldValue('countryCode', dialCode)}
                error={form.errors.countryCode}
              />
            </Grid.Col>
          ) : null}
          <Grid.Col span={{ base: 12, xs: adding ? 7 : 12 }}>
            <TextInput
              label="Manager Phone"
              type="tel"
              inputMode="numeric"
              required
              {...form.getInputProps('managerPhone')}
              onChange={(event) => form.setFieldValue('managerPhone', digitsOnly(event.currentTarget.value))}
            />
          </Grid.Col>
        </Grid>
        {adding ? (
          <PasswordField
            label="Manager Password"
            autoComplete="new-password"
            required
            {...form.getInputProps('managerPassword')}
          />
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {shareInput('managerShare', 'Manager Share (%)')}
          {shareInput('adminShare', 'Admin Share (%)')}
        </SimpleGrid>
        <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
          {adding ? 'Add Club' : 'Update Club'}
        </Button>
      </Stack>
    </form>
  );
}
