import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { messages } from '@wicket/shared/messages';
import { loginBodySchema } from '@wicket/shared/schemas/users';
import { Link, useNavigate } from 'react-router';
import { PasswordField } from '@/components/password-field';
import { homePathFor, saveLogin } from '@/lib/auth-storage';
import { zodFormErrors } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { useLoginMutation } from '../api/login';
import { AuthCard } from '../components/auth-card';

/** `/login`: phone (spaces stripped) and password; on success, to the dashboard of the user's type. */
export function LoginPage() {
  const navigate = useNavigate();
  const mutation = useLoginMutation();
  const form = useForm({
    initialValues: { phoneNumber: '', password: '' },
    validate: (values) => zodFormErrors(loginBodySchema, values),
  });

  const submit = form.onSubmit((values) => {
    const body = loginBodySchema.parse(values);
    mutation.mutate(body, {
      onSuccess: (user) => {
        saveLogin(user);
        notifySuccess(messages.loginSuccessful);
        navigate(homePathFor(user.userType), { replace: true });
      },
    });
  });

  return (
    <AuthCard title="Sign In" subtitle="Use your phone number without the country code.">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Phone Number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            required
            {...form.getInputProps('phoneNumber')}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={mutation.isPending} fullWidth>
            Sign In
          </Button>
          <Text size="sm" ta="center">
            New here?{' '}
            <Anchor component={Link} to="/register">
              Register
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
