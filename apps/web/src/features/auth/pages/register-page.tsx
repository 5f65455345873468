import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconGift } from '@tabler/icons-react';
import { messages } from '@wicket/shared/messages';
import { registerBodySchema } from '@wicket/shared/schemas/users';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PersonFields } from '@/components/person-fields';
import { t } from '@/i18n';
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

const PERSON_FIELDS = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  countryCode: 'countryCode',
  phoneNumber: 'phoneNumber',
  password: 'password',
} as const;

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
        // One toast: registering also signs in, which needs no second one.
        notifySuccess(messages.registrationSuccessful);
        navigate(homePathFor(user.userType), { replace: true });
      },
    });
  });

  return (
    <AuthCard title={t('Register')} subtitle={t("Create your account to join your club's pools.")}>
      {referrer.data ? (
        <Alert color="teal" icon={<IconGift />} mb="md" title={t('You were invited')}>
          {t('{firstName} referred you to Wicket Pools.', { firstName: referrer.data.firstName })}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack>
          <PersonFields form={form} fields={PERSON_FIELDS} self />
          {codeFromUrl ? null : (
            <TextInput
              label={t('Referral Code')}
              description={t('Optional')}
              autoComplete="off"
              {...form.getInputProps('referralCode')}
              onChange={(event) => form.setFieldValue('referralCode', event.currentTarget.value.toUpperCase())}
            />
          )}
          <Button type="submit" loading={mutation.isPending} fullWidth>
            {t('Register')}
          </Button>
          <Text size="sm" ta="center">
            {t('Already registered? ')}
            <Anchor component={Link} to="/login">
              {t('Sign In')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
