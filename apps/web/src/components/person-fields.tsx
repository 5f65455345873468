import { Grid, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { digitsOnly } from '@wicket/shared/phone';
import { CountryCodeSelect } from '@/components/country-code-select';
import { PasswordField } from '@/components/password-field';
import { dataLabel, type MessageKey, t } from '@/i18n';

type FieldOf<Values> = keyof Values & string;

/** Which form field holds each part of a person; a part without a field is not shown. */
export type PersonFieldNames<Values> = {
  firstName?: FieldOf<Values>;
  lastName?: FieldOf<Values>;
  email?: FieldOf<Values>;
  countryCode?: FieldOf<Values>;
  phoneNumber: FieldOf<Values>;
  password?: FieldOf<Values>;
};

type PersonFieldsProps<Values> = {
  form: UseFormReturnType<Values>;
  fields: PersonFieldNames<Values>;
  /** Whose details: `Manager` labels them "Manager First Name", "Manager Phone", ...; none reads "First Name". */
  whose?: string;
  /** The person fills in their own details (registration): the browser may offer theirs. */
  self?: boolean;
};

/**
 * A person's fields, the same in registration, Add Member and Add/Edit Club: names side by side, email, country
 * code beside the phone (which keeps digits only), password with its show/hide toggle.
 */
export function PersonFields<Values>({ form, fields, whose, self = false }: PersonFieldsProps<Values>) {
  const label = (part: MessageKey) => (whose ? `${dataLabel(whose)} ${t(part)}` : t(part));
  const auto = (token: string) => (self ? token : 'off');
  const text = (field: FieldOf<Values>) => form.getInputProps(field);
  const { countryCode, phoneNumber } = fields;

  const phone = (
    <TextInput
      label={whose ? label('Phone') : t('Phone Number')}
      type="tel"
      inputMode="numeric"
      autoComplete={auto('tel-national')}
      required
      {...text(phoneNumber)}
      onChange={(event) => form.setFieldValue(phoneNumber, digitsOnly(event.currentTarget.value) as never)}
    />
  );

  return (
    <>
      {fields.firstName && fields.lastName ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={label('First Name')}
            autoComplete={auto('given-name')}
            required
            {...text(fields.firstName)}
          />
          <TextInput
            label={label('Last Name')}
            autoComplete={auto('family-name')}
            required
            {...text(fields.lastName)}
          />
        </SimpleGrid>
      ) : null}
      {fields.email ? (
        <TextInput
          label={label('Email')}
          type="email"
          autoComplete={auto('email')}
          description={t('Optional')}
          {...text(fields.email)}
        />
      ) : null}
      {countryCode ? (
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, xs: 5 }}>
            <CountryCodeSelect
              required
              value={String(form.getValues()[countryCode] ?? '')}
              onChange={(dialCode) => form.setFieldValue(countryCode, dialCode as never)}
              error={form.errors[countryCode]}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 7 }}>{phone}</Grid.Col>
        </Grid>
      ) : (
        phone
      )}
      {fields.password ? (
        <PasswordField label={label('Password')} autoComplete="new-password" required {...text(fields.password)} />
      ) : null}
    </>
  );
}
