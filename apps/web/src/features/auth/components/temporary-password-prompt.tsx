import { Alert, Anchor, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { t } from '@/i18n';
import { dismissTemporaryPassword, useLogin } from '@/lib/auth-storage';

/**
 * After signing in with the temporary password of a staff reset (the login answer's `passwordTemporary`), a prompt
 * on every screen links to Change Password; a prompt, not a lock: it can be dismissed, and choosing a password
 * (or signing in with one's own) ends it.
 */
export function TemporaryPasswordPrompt() {
  const login = useLogin();
  const { pathname } = useLocation();
  if (!login?.passwordTemporary || pathname === '/change-password') return null;
  return (
    <Alert
      color="blue"
      variant="light"
      mb="md"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={dismissTemporaryPassword}
      data-temporary-password-prompt
    >
      <Text size="sm">
        {t('You signed in with a temporary password from your club. Choose your own now, so that only you know it.')}{' '}
        <Anchor component={Link} to="/change-password" fw={700} underline="always">
          {t('Change password')}
        </Anchor>
      </Text>
    </Alert>
  );
}
