import { Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { messages } from '@wicket/shared/messages';
import { st, t } from '@/i18n';

type TemporaryPasswordModalProps = {
  /** The member's name and the password just set, or null while closed. */
  shown: { name: string; temporaryPassword: string } | null;
  onClose: () => void;
};

/**
 * The temporary password after a reset, shown this once (the server keeps only its hash) with a copy button: the
 * manager hands it to the member, who can change it under Change Password.
 */
export function TemporaryPasswordModal({ shown, onClose }: TemporaryPasswordModalProps) {
  return (
    <Modal
      opened={shown !== null}
      onClose={onClose}
      title={t('Temporary password for {value}', { value: shown?.name ?? '' })}
      centered
    >
      <Stack gap="sm">
        <Text size="sm">{st(messages.passwordReset)}</Text>
        <Code block fz="lg" aria-label={t('Temporary password')} data-temporary-password style={{ userSelect: 'all' }}>
          {shown?.temporaryPassword ?? ''}
        </Code>
        <Group justify="flex-end" gap="xs">
          <CopyButton value={shown?.temporaryPassword ?? ''}>
            {({ copied, copy }) => (
              <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                {copied ? st(messages.passwordCopied) : t('Copy password')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t('Done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
