import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import type { Invitation } from '@wicket/shared/schemas/invitations';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { InvitationLines } from '@/components/domain/invitation-lines';
import { ErrorState } from '@/components/error-state';
import { PageLoader } from '@/components/page-loader';
import { t } from '@/i18n';
import { useProfile } from '@/lib/account';
import { notifySuccess } from '@/lib/notify';
import { useAcceptInvitation, useDeclineInvitation, useInvitations } from '../api/invitations';

type InvitationListProps = {
  /**
   * `page`: the /invitations screen (the `invite` notification's link): loading, errors and "none" are shown.
   * `panel`: the member dashboard: shows only when there is something to answer.
   */
  variant: 'page' | 'panel';
  /** The panel's content when there is nothing to answer (the dashboard's "not in a club yet"). */
  otherwise?: ReactNode;
};

/**
 * A member's pending club invitations (design-season section 10) with Accept and Decline: the dashboard's panel and
 * the /invitations page are this one component. Accepting joins the club; the app then refetches everything, so the
 * dashboard shows the new club's matches.
 */
export function InvitationList({ variant, otherwise = null }: InvitationListProps) {
  // The panel asks only for a member without a club: one with a club has nothing to accept.
  const profile = useProfile();
  const enabled = variant === 'page' || (profile.isSuccess && !profile.data.memberOf);
  const invitations = useInvitations(enabled);
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const busy = accept.isPending || decline.isPending;

  // The panel waits for the list before saying anything, so "not in a club yet" never flashes above an invitation.
  if (invitations.isPending) return variant === 'page' ? <PageLoader /> : enabled ? null : otherwise;
  if (invitations.error) return variant === 'page' ? <ErrorState message={invitations.error.message} /> : otherwise;
  const list = invitations.data;
  if (list.length === 0) {
    return variant === 'page' ? (
      <Text c="dimmed" data-testid="invitations-empty">
        {t('No pending invitations')}
      </Text>
    ) : (
      otherwise
    );
  }

  const onAccept = (invitation: Invitation) =>
    accept.mutate(invitation._id, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        if (pathname !== '/dashboard') navigate('/dashboard');
      },
    });
  const onDecline = (invitation: Invitation) =>
    decline.mutate(invitation._id, { onSuccess: (answer) => notifySuccess(answer.message) });

  return (
    <Stack gap="sm" mb="md" aria-labelledby="invitations-heading">
      <Title order={3} size="h4" id="invitations-heading">
        {list.length === 1 ? t('Club invitation') : t('Club invitations')}
      </Title>
      {list.map((invitation) => {
        const club = invitation.club.clubName;
        return (
          <Card key={invitation._id} withBorder padding="md" data-testid="invitation">
            <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
              <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
                <IconMailOpened size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <InvitationLines title={club} invitation={invitation} />
              </Group>
              <Group gap="xs" wrap="nowrap">
                <Button
                  onClick={() => onAccept(invitation)}
                  disabled={busy}
                  loading={accept.isPending && accept.variables === invitation._id}
                  aria-label={t('Accept the invitation to join {club}', { club })}
                >
                  {t('Accept')}
                </Button>
                <Button
                  variant="default"
                  onClick={() => onDecline(invitation)}
                  disabled={busy}
                  loading={decline.isPending && decline.variables === invitation._id}
                  aria-label={t('Decline the invitation to join {club}', { club })}
                >
                  {t('Decline')}
                </Button>
              </Group>
            </Group>
          </Card>
        );
      })}
      <Alert color="blue" variant="light" p="xs">
        <Text size="sm">
          {t("Your balance comes with you. Once you join, the club's manager can add or deduct credits.")}
        </Text>
      </Alert>
    </Stack>
  );
}
