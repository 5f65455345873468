import { Alert, Anchor, Button, Grid, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconGift } from '@tabler/icons-react';
import { messages } from '@wicket/shared/messages';
import { registerBodySchema } from '@wicket/shared/schemas/users';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CountryCodeSelect } from '@/components/country-code-select';
import { PasswordField } from '@/components/password-field';
import { homePathFor, saveLogin } from '@/lib/auth-storage';
import { zodFormErrors } from '@/lib/form';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useReferrer } from '../api/get-referrer';
import { useRegisterMutation } from '../api/register';
import { AuthCard } from '../components/auth-card';

type RegisterValues = {
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  phoneNumber: string;
  password: string;
  referralCode: string;
};

/**
 * `/register` (optional `?ref=CODE`): a valid code names the referrer in a banner and is sent without showing the
 * field; an unknown one is dropped with the spec's notice. Success signs the new member in.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const refFromUrl = params.get('ref')?.trim().toUpperCase() || null;
  const referrer = useReferrer(refFromUrl);
  const mutation = useRegisterMutation();

  const form = useForm<RegisterValues>({
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      countryCode: '+91',
      phoneNumber: '',
      password: '',
      referralCode: refFromUrl ?? '',
    },
    validate: (values) => zodFormErrors(registerBodySchema, values),
  });

  // An unknown code is dropped once, with the spec's notice; the member may still type one.
  const lookupFailed = referrer.isError;
  const droppedCode = useRef(false);
  const { setFieldValue } = form;
  useEffect(() => {
    if (!lookupFailed || droppedCode.current) return;
    droppedCode.current = true;
    notifyError(messages.referralLookupFailed);
    setFieldValue('referralCode', '');
  }, [lookupFailed, setFieldValue]);

  const codeFromUrl = Boolean(refFromUrl) && !lookupFailed;

  const submit = form.onSubmit((values) => {
    const body = registerBodySchema.parse(values);
    mutation.mutate(body, {
      onSuccess: (user) => {
        saveLogin(user);
        notifySuccess(messages.registrationSuccessful);
        notifySuccess(messages.loginSuccessful);
        navigate(homePathFor(user.userType), { replace: true });
      },
    });
  });

  return (
    <AuthCard title="Register" subtitle="Create your account to join your club's pools.">
      {referrer.data ? (
        <Alert color="teal" icon={<IconGift />} mb="md" title="You were invited">
          {referrer.data.firstName} referred you to Wicket Pools.
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="First Name" autoComplete="given-name" required {...form.getInputProps('firstName')} />
            <TextInput label="Last Name" autoComplete="family-name" required {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, xs: 5 }}>
              <CountryCodeSelect
                required
                value={form.values.countryCode}
                onChange={(dialCode) => form.setFieldValue('countryCode', dialCode)}
                error={form.errors.countryCode}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 7 }}>
              <TextInput
                label="Phone Number"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                required
                {...form.getInputProps('phoneNumber')}
              />
            </Grid.Col>
          </Grid>
          <PasswordField label="Password" autoComplete="new-password" required {...form.getInputProps('password')} />
          {codeFromUrl ? null : (
            <TextInput
              label="Referral Code"
              description="Optional"
              autoComplete="off"
              {...form.getInputProps('referralCode')}
              onChange={(event) => form.setFieldValue('referralCode', event.currentTarget.value.toUpperCase())}
            />
          )}
          <Button type="submit" loading={mutation.isPending} fullWidth>
            Register
          </Button>
          <Text size="sm" ta="center">
            Already registered?{' '}
            <Anchor component={Link} to="/login">
              Sign In
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
