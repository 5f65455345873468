import { Button, Group, Text } from '@mantine/core';
import { IconFileImport, IconUserPlus } from '@tabler/icons-react';
import { messages } from '@wicket/shared/messages';
import type { Member } from '@wicket/shared/schemas/members';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { confirmAction } from '@/components/confirm';
import { type Column, DataTable } from '@/components/data-table';
import { EmptyMessage } from '@/components/empty-message';
import { PageHeader } from '@/components/page-header';
import { QueryView } from '@/components/query-view';
import { useStaffClub } from '@/entities/club/staff-club';
import { st, t } from '@/i18n';
import { useProfile } from '@/lib/account';
import { formatMoney, fullName } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { useStaff } from '@/lib/staff';
import { useMembers } from '../api/get-members';
import { type CreditDirection, useRemoveMember, useResetMemberPassword } from '../api/member-actions';
import { useRenewWelcomeLink } from '../api/member-import';
import { CreditModal } from '../components/credit-modal';
import { MemberImportModal } from '../components/member-import-modal';
import { PendingInvitations } from '../components/pending-invitations';
import { TemporaryPasswordModal } from '../components/temporary-password-modal';
import { WelcomeLinkModal } from '../components/welcome-link-modal';
import type { WelcomeLinkRow } from '../utils/welcome-links';

/**
 * `/manager-dashboard/manage-members` and `/admin-dashboard/manage-members/{clubId}`: the club's members with their
 * balances, Add Credit, Deduct Credit, Reset password and Remove (after confirmation) and the way to add members:
 * one by one, or a CSV file (Import members). A member imported without a password gets a New welcome link. Below
 * them, the club's pending invitations, each with Withdraw.
 */
export function ManageMembersPage() {
  const { clubId: routeClubId } = useParams();
  const { paths, isAdmin } = useStaff();
  const { clubId, clubName } = useStaffClub(routeClubId);
  const members = useMembers(clubId, { enabled: !isAdmin || Boolean(clubId) });
  const remove = useRemoveMember();
  const [credit, setCredit] = useState<{ member: Member; direction: CreditDirection } | null>(null);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const reset = useResetMemberPassword();
  const [resettingId, setResettingId] = useState<string | null>(null);
  const [temporary, setTemporary] = useState<{ name: string; temporaryPassword: string } | null>(null);
  const profile = useProfile();
  // The import's path names the club: the Admin's chosen one, or the Manager's own.
  const importClubId = clubId ?? profile.data?.memberOf?._id;
  const [importing, setImporting] = useState(false);
  const renew = useRenewWelcomeLink();
  const [renewingId, setRenewingId] = useState<string | null>(null);
  const [welcome, setWelcome] = useState<WelcomeLinkRow | null>(null);

  const onNewWelcomeLink = (member: Member) => {
    setRenewingId(member._id);
    renew.mutate(member._id, {
      onSuccess: (answer) =>
        setWelcome({
          firstName: member.firstName,
          lastName: member.lastName,
          phoneNumber: member.phoneNumber,
          countryCode: member.countryCode,
          welcomeLink: answer.welcomeLink,
        }),
      onSettled: () => setRenewingId(null),
    });
  };

  const onResetPassword = async (member: Member) => {
    const ok = await confirmAction({
      title: t('Reset password of {value}', { value: fullName(member) }),
      message: st(messages.confirmResetPassword),
      confirmLabel: t('Reset password'),
      danger: true,
    });
    if (!ok) return;
    setResettingId(member._id);
    reset.mutate(member._id, {
      onSuccess: (answer) => setTemporary({ name: fullName(member), temporaryPassword: answer.temporaryPassword }),
      onSettled: () => setResettingId(null),
    });
  };

  const onRemove = async (member: Member) => {
    const ok = await confirmAction({
      title: t('Remove {value}', { value: fullName(member) }),
      message: st(messages.confirmRemoveMember),
      confirmLabel: t('Remove'),
      danger: true,
    });
    if (!ok) return;
    setRemovingId(member._id);
    remove.mutate(member._id, {
      onSuccess: (answer) => notifySuccess(answer.message || messages.memberRemoved),
      onSettled: () => setRemovingId(null),
    });
  };

  const columns: Column<Member>[] = [
    { key: 'name', header: t('Name'), render: (member) => fullName(member), hiddenInCard: true },
    { key: 'phone', header: t('Phone'), render: (member) => member.phoneNumber },
    {
      key: 'credits',
      header: t('Credits'),
      align: 'right',
      render: (member) => (
        <Text span fw={600} data-credits>
          {formatMoney(member.credits)}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: t('Actions'),
      align: 'right',
      render: (member) => (
        <Group gap={6} justify="flex-end" wrap="wrap">
          <Button
            size="compact-sm"
            color="green"
            variant="light"
            onClick={() => setCredit({ member, direction: 'add' })}
            aria-label={t('Add Credit to {member}', { member: fullName(member) })}
          >
            {t('Add Credit')}
          </Button>
          <Button
            size="compact-sm"
            color="orange"
            variant="light"
            onClick={() => setCredit({ member, direction: 'deduct' })}
            aria-label={t('Deduct Credit from {member}', { member: fullName(member) })}
          >
            {t('Deduct Credit')}
          </Button>
          {member.hasPassword ? null : (
            <Button
              size="compact-sm"
              color="blue"
              variant="light"
              onClick={() => onNewWelcomeLink(member)}
              loading={renewingId === member._id}
              aria-label={t('New welcome link for {member}', { member: fullName(member) })}
            >
              {t('New welcome link')}
            </Button>
          )}
          <Button
            size="compact-sm"
            color="gray"
            variant="light"
            onClick={() => onResetPassword(member)}
            loading={resettingId === member._id}
            aria-label={t('Reset password of {member}', { member: fullName(member) })}
          >
            {t('Reset password')}
          </Button>
          <Button
            size="compact-sm"
            color="red"
            variant="subtle"
            onClick={() => onRemove(member)}
            loading={removingId === member._id}
            aria-label={t('Remove {member}', { member: fullName(member) })}
          >
            {t('Remove')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        back={paths.home}
        title={t('Manage Members')}
        subtitle={clubName}
        actions={
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconFileImport size={16} />}
              onClick={() => setImporting(true)}
              disabled={!importClubId}
            >
              {t('Import members')}
            </Button>
            <Button component={Link} to={paths.addMembers(clubId)} leftSection={<IconUserPlus size={16} />}>
              {t('Add Member')}
            </Button>
          </Group>
        }
      />
      <QueryView query={members}>
        {(memberList) => (
          <DataTable
            label={t('Members')}
            columns={columns}
            rows={memberList}
            rowKey={(member) => member._id}
            cardTitle={(member) => fullName(member)}
            minWidth={720}
            empty={<EmptyMessage text={t('No members in this club yet')} />}
          />
        )}
      </QueryView>
      <PendingInvitations clubId={importClubId} />
      <CreditModal target={credit} onClose={() => setCredit(null)} />
      <TemporaryPasswordModal shown={temporary} onClose={() => setTemporary(null)} />
      <MemberImportModal
        opened={importing}
        onClose={() => setImporting(false)}
        clubId={importClubId}
        clubName={clubName}
      />
      <WelcomeLinkModal shown={welcome} clubName={clubName ?? ''} onClose={() => setWelcome(null)} />
    </>
  );
}
