import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { referralEarnMessage } from '@wicket/shared/messages';
import type { ReferralStats } from '@wicket/shared/schemas/referrals';
import { inviteText, referralLink } from '@wicket/shared/schemas/referrals';
import { type Column, DataTable } from '@/components/data-table';
import { column } from '@/components/data-table-column';
import { EmptyMessage } from '@/components/empty-message';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { st, t } from '@/i18n';
import { useLogin } from '@/lib/auth-storage';
import { formatDate, formatMoney, fullName } from '@/lib/format';
import { useReferralStats } from '../api/get-referral-stats';
import { CopyLink } from '../components/copy-link';
import { InviteForm } from '../components/invite-form';

type Friend = ReferralStats['referredUsers'][number];

const columns: Column<Friend>[] = [
  column('name', () => t('Name'), {
    render: (friend) => fullName(friend),
    hiddenInCard: true,
  }),
  column('phone', () => t('Phone'), {
    render: (friend) => friend.phoneNumber,
  }),
  column('joined', () => t('Joined'), {
    render: (friend) => formatDate(friend.createdAt),
  }),
];

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz="xl" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Card>
  );
}

/**
 * `/dashboard/referral`: the member's code and link (Copy shows Copied! for 2 s), a WhatsApp invite, and the
 * friends who joined. Referrers earn REFERRAL_COMMISSION_TEXT of their friends' winnings.
 */
export function ReferralPage() {
  const login = useLogin();
  const stats = useReferralStats();

  if (stats.isPending) return <PageLoader />;
  if (stats.error) return <ErrorState message={stats.error.message} />;

  const link = referralLink(window.location.origin, stats.data.referralCode);
  const message = inviteText(login?.firstName ?? 'A friend', link);

  return (
    <>
      <PageHeader back="/dashboard" title={t('Refer Friends')} subtitle={st(referralEarnMessage)} />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Stat label={t('Referral Code')} value={stats.data.referralCode} />
          <Stat label={t('Friends Referred')} value={String(stats.data.referralCount)} />
          <Stat label={t('Referral Earnings')} value={formatMoney(stats.data.referralEarnings)} />
        </SimpleGrid>
        <Card withBorder padding="md">
          <Stack gap="md">
            <CopyLink link={link} />
            <InviteForm message={message} />
          </Stack>
        </Card>
        <section aria-label={t('Referred friends')}>
          <Title order={2} size="h4" mb="xs">
            {t('Referred Friends')}
          </Title>
          <DataTable
            label={t('Referred friends')}
            columns={columns}
            rows={stats.data.referredUsers}
            rowKey={(friend) => friend._id}
            cardTitle={(friend) => fullName(friend)}
            empty={<EmptyMessage text={t('No referred friends yet')} />}
          />
        </section>
      </Stack>
    </>
  );
}
