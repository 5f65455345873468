import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { t } from '@/i18n';
import type { WelcomeLinkRow } from '../utils/welcome-links';
import { WelcomeLinkActions } from './welcome-link-actions';

type WelcomeLinkModalProps = {
  /** The member and the link just made, or null while closed. */
  shown: WelcomeLinkRow | null;
  clubName: string;
  onClose: () => void;
  /** What to do with the link; by default that of a new link replacing an older one. */
  note?: string;
};

/** A new welcome link for a member who has not chosen a password: the older link no longer works. */
export function WelcomeLinkModal({ shown, clubName, onClose, note }: WelcomeLinkModalProps) {
  return (
    <Modal
      opened={shown !== null}
      onClose={onClose}
      title={t('Welcome link for {value}', { value: shown ? `${shown.firstName} ${shown.lastName}` : '' })}
      centered
    >
      {shown ? (
        <Stack gap="sm">
          <Text size="sm">
            {note ??
              t(
                'Send this link to the member: it lets them choose a password, once, within 14 days. Their older link no longer works.',
              )}
          </Text>
          <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-welcome-link={shown.welcomeLink}>
            {shown.welcomeLink}
          </Code>
          <WelcomeLinkActions row={shown} clubName={clubName} />
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('Done')}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
