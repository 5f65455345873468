import { Button, Card, Group, Stack, Title } from '@mantine/core';
import type { ClubInvitation } from '@wicket/shared/schemas/invitations';
import { useState } from 'react';
import { confirmAction } from '@/components/confirm';
import { InvitationLines } from '@/components/domain/invitation-lines';
import { t } from '@/i18n';
import { notifySuccess } from '@/lib/notify';
import { useClubInvitations, useWithdrawInvitation } from '../api/club-invitations';

/**
 * The club's pending invitations on Manage Members (design-contests section 4), each with Withdraw (after a
 * confirmation): the member can then no longer accept it. Named by the phone staff typed; hidden when there is none.
 */
export function PendingInvitations({ clubId }: { clubId: string | undefined }) {
  const invitations = useClubInvitations(clubId);
  const withdraw = useWithdrawInvitation();
  const [withdrawingId, setWithdrawingId] = useState<string | null>(null);
  const list = invitations.data ?? [];
  if (list.length === 0) return null;

  const onWithdraw = async (invitation: ClubInvitation) => {
    const ok = await confirmAction({
      title: t('Withdraw the invitation to {phone}?', { phone: invitation.phoneNumber }),
      message: t('They can no longer accept it. You can invite them again later.'),
      confirmLabel: t('Withdraw'),
      danger: true,
    });
    if (!ok) return;
    setWithdrawingId(invitation._id);
    withdraw.mutate(invitation._id, {
      onSuccess: (answer) => notifySuccess(answer.message),
      onSettled: () => setWithdrawingId(null),
    });
  };

  return (
    <Stack gap="sm" mt="lg" aria-labelledby="pending-invitations-heading" data-testid="pending-invitations">
      <Title order={3} size="h4" id="pending-invitations-heading">
        {t('Pending invitations')}
      </Title>
      {list.map((invitation) => (
        <Card key={invitation._id} withBorder padding="sm" data-testid="pending-invitation">
          <Group justify="space-between" align="center" gap="sm" wrap="wrap">
            <InvitationLines title={invitation.phoneNumber} invitation={invitation} />
            <Button
              size="compact-sm"
              color="red"
              variant="light"
              onClick={() => onWithdraw(invitation)}
              loading={withdrawingId === invitation._id}
              aria-label={t('Withdraw the invitation to {phone}', { phone: invitation.phoneNumber })}
            >
              {t('Withdraw')}
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
