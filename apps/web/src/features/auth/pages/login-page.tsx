import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { messages } from '@wicket/shared/messages';
import { Link, useNavigate } from 'react-router';
import { PasswordField } from '@/components/password-field';
import { st, t } from '@/i18n';
import { homePathFor, saveLogin } from '@/lib/auth-storage';
import { lazySchema, useLazySchema, zodFormErrors } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { useLoginMutation } from '../api/login';
import { AuthCard } from '../components/auth-card';

const loadLoginSchema = lazySchema(() => import('@wicket/shared/schemas/users').then((m) => m.loginBodySchema));

/** `/login`: phone (spaces stripped) and password; on success, to the dashboard of the user's type. */
export function LoginPage() {
  const navigate = useNavigate();
  const mutation = useLoginMutation();
  // The first screen of most visits: it shows without waiting for zod.
  const loginSchema = useLazySchema(loadLoginSchema);
  const form = useForm({
    initialValues: { phoneNumber: '', password: '' },
    validate: async (values) => zodFormErrors(await loginSchema(), values),
  });

  const submit = form.onSubmit(async (values) => {
    const body = (await loginSchema()).parse(values);
    mutation.mutate(body, {
      onSuccess: (user) => {
        saveLogin(user);
        notifySuccess(messages.loginSuccessful);
        navigate(homePathFor(user.userType), { replace: true });
      },
    });
  });

  return (
    <AuthCard title={t('Sign In')} subtitle={t('Use your phone number without the country code.')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('Phone Number')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            required
            {...form.getInputProps('phoneNumber')}
          />
          <PasswordField
            label={t('Password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          {/* A refused sign-in, on the form above its button, where the keyboard does not cover it. */}
          {mutation.error && !mutation.isPending ? (
            <Alert color="red" role="alert" data-login-error>
              {st(mutation.error.message)}
            </Alert>
          ) : null}
          <Button type="submit" loading={mutation.isPending} fullWidth>
            {t('Sign In')}
          </Button>
          <Text size="sm" ta="center">
            {t('New here? ')}
            <Anchor component={Link} to="/register">
              {t('Register')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
