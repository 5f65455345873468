import { Alert, Anchor, Text } from '@mantine/core';
import { messages } from '@wicket/shared/messages';
import { Link, useLocation } from 'react-router';
import { st, t } from '@/i18n';
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
        {st(messages.temporaryPasswordPrompt)}{' '}
        <Anchor component={Link} to="/change-password" fw={700} underline="always">
          {t('Change password')}
        </Anchor>
      </Text>
    </Alert>
  );
}
