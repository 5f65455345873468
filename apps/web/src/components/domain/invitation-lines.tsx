import { Stack, Text } from '@mantine/core';
import type { Invitation } from '@wicket/shared/schemas/invitations';
import { t } from '@/i18n';
import { formatDateTime, fullName } from '@/lib/format';

/**
 * An invitation's two lines, for the member (`title`: the club) and for staff (the invited phone): what it is, then
 * who sent it and when. Long names wrap anywhere so the card keeps to a phone's width.
 */
export function InvitationLines({
  title,
  invitation,
}: {
  title: string;
  invitation: Pick<Invitation, 'invitedBy' | 'createdAt'>;
}) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Text>
      <Text size="sm" c="dimmed">
        {t('Invited by {invitedBy} on {createdAt}', {
          invitedBy: fullName(invitation.invitedBy),
          createdAt: formatDateTime(invitation.createdAt),
        })}
      </Text>
    </Stack>
  );
}
