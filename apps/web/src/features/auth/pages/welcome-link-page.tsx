import { Alert, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { messages, welcomeTitle } from '@wicket/shared/messages';
import { welcomeFormSchema } from '@wicket/shared/schemas/member-import';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { PasswordField } from '@/components/password-field';
import { st, t } from '@/i18n';
import { homePathFor, saveLogin } from '@/lib/auth-storage';
import { zodFormErrors } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { useAcceptWelcome, useWelcome } from '../api/welcome';
import { AuthCard } from '../components/auth-card';

/**
 * `/welcome/{token}` (design-season section 6): a member the club imported chooses a password with the link the
 * club sent, and is signed in on the dashboard. A used, expired or replaced link says so (the server's 404 text).
 */
export function WelcomeLinkPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const welcome = useWelcome(token);
  const accept = useAcceptWelcome();
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: (values) => zodFormErrors(welcomeFormSchema, values),
  });

  if (welcome.isPending) return <PageLoader />;
  if (welcome.error || !welcome.data) {
    return (
      <AuthCard title={t('Welcome to Wicket Pools')}>
        <Stack>
          <Alert color="red" role="alert">
            {welcome.error?.message ?? st(messages.welcomeLinkInvalid)}
          </Alert>
          <Text size="sm">{t('Ask your club for a new link, or sign in if you have already chosen a password.')}</Text>
          <Button component={Link} to="/login" fullWidth>
            {t('Sign In')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const submit = form.onSubmit((values) => {
    accept.mutate(
      { token, body: { password: values.password } },
      {
        onSuccess: (user) => {
          saveLogin(user);
          notifySuccess(messages.loginSuccessful);
          navigate(homePathFor(user.userType), { replace: true });
        },
      },
    );
  });

  return (
    <AuthCard
      title={welcomeTitle(welcome.data.clubName, welcome.data.firstName)}
      subtitle={t("Choose a password to sign in to your club's pools.")}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <PasswordField
            label={t('Password')}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={t('Confirm Password')}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={accept.isPending} fullWidth>
            {t('Set password and sign in')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
