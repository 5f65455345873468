import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck } from '@tabler/icons-react';
import { messages } from '@wicket/shared/messages';
import { changePasswordFormSchema } from '@wicket/shared/schemas/users';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BackButton } from '@/components/back-button';
import { PasswordField } from '@/components/password-field';
import { st, t } from '@/i18n';
import { updateToken, useLogin } from '@/lib/auth-storage';
import { zodFormErrors } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { useChangePasswordMutation } from '../api/change-password';
import { AuthCard } from '../components/auth-card';

/** Spec section 9: the dashboard follows 2 seconds after a successful change. */
export const REDIRECT_DELAY_MS = 2000;

/**
 * `/change-password` (no guard): keeps the session by storing the new token the server answers. Signed out, it
 * says to sign in first instead of offering a form whose answer could only be a sign-in redirect.
 */
export function ChangePasswordPage() {
  const login = useLogin();
  if (!login) {
    return (
      <Stack gap={0}>
        <BackButton />
        <AuthCard title={t('Change Password')}>
          <Alert color="blue" mb="md" role="alert">
            {st(messages.signInFirst)}
          </Alert>
          <Button component={Link} to="/login" fullWidth>
            {t('Sign In')}
          </Button>
        </AuthCard>
      </Stack>
    );
  }
  return <ChangePasswordForm />;
}

function ChangePasswordForm() {
  const navigate = useNavigate();
  const mutation = useChangePasswordMutation();
  const [done, setDone] = useState(false);
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => zodFormErrors(changePasswordFormSchema, values),
  });

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate('/dashboard'), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const submit = form.onSubmit((values) => {
    mutation.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: (answer) => {
          updateToken(answer.token);
          notifySuccess(answer.message);
          setDone(true);
          form.reset();
        },
      },
    );
  });

  return (
    <Stack gap={0}>
      <BackButton />
      <AuthCard title={t('Change Password')}>
        {done ? (
          <Alert color="green" icon={<IconCheck />} mb="md">
            {t('Password changed. Taking you to your dashboard…')}
          </Alert>
        ) : null}
        <form onSubmit={submit} noValidate>
          <Stack>
            <PasswordField
              label={t('Current Password')}
              autoComplete="current-password"
              required
              {...form.getInputProps('currentPassword')}
            />
            <PasswordField
              label={t('New Password')}
              autoComplete="new-password"
              required
              {...form.getInputProps('newPassword')}
            />
            <PasswordField
              label={t('Confirm New Password')}
              autoComplete="new-password"
              required
              {...form.getInputProps('confirmPassword')}
            />
            <Button type="submit" loading={mutation.isPending} disabled={done} fullWidth>
              {t('Change Password')}
            </Button>
          </Stack>
        </form>
      </AuthCard>
    </Stack>
  );
}
