import { Badge, Text } from '@mantine/core';
import type { Transaction } from '@wicket/shared/schemas/members';
import { type Column, DataTable } from '@/components/data-table';
import { column } from '@/components/data-table-column';
import { DownloadButton } from '@/components/download-button';
import { EmptyMessage } from '@/components/empty-message';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { st, t } from '@/i18n';
import { useBalance } from '@/lib/account';
import { useLogin } from '@/lib/auth-storage';
import { formatDateTime, formatMoney } from '@/lib/format';
import { newestFirst, useTransactions } from '../api/get-transactions';

const isCredit = (row: Transaction) => row.type === 'Credit';

const columns: Column<Transaction>[] = [
  column('createdAt', () => t('Date'), {
    render: (row) => formatDateTime(row.createdAt),
  }),
  column('description', () => t('Description'), {
    render: (row) => st(row.description),
    hiddenInCard: true,
  }),
  column('type', () => t('Type'), {
    render: (row) => (
      <Badge color={isCredit(row) ? 'green' : 'red'} variant="light" radius="sm">
        {isCredit(row) ? t('Credit') : t('Debit')}
      </Badge>
    ),
  }),
  column('amount', () => t('Amount'), {
    align: 'right',
    render: (row) => (
      <Text span fw={600} c={isCredit(row) ? 'green' : 'red'}>
        {isCredit(row) ? '+' : '−'} {formatMoney(row.amount)}
      </Text>
    ),
  }),
  column('balanceAfter', () => t('Balance'), {
    align: 'right',
    render: (row) => formatMoney(row.balanceAfter),
  }),
];

/**
 * `/dashboard/wallet-history`: every credit and debit of the signed-in user, newest first. Reused by the manager and
 * admin wallet routes: it always shows the signed-in user's own ledger.
 */
export function WalletHistoryPage() {
  const login = useLogin();
  const balance = useBalance();
  const transactions = useTransactions(login?._id);
  const rows = transactions.data ? newestFirst(transactions.data) : [];

  return (
    <>
      <PageHeader
        back
        title={t('Wallet History')}
        subtitle={balance === undefined ? undefined : t('Balance: {balance}', { balance: formatMoney(balance) })}
        actions={
          login ? (
            <DownloadButton
              path={`/api/transactions/${encodeURIComponent(login._id)}.csv`}
              fileName="transactions.csv"
            />
          ) : null
        }
      />
      {transactions.isLoading ? (
        <PageLoader />
      ) : (
        <DataTable
          label={t('Transactions')}
          columns={columns}
          rows={rows}
          rowKey={(row) => row._id}
          cardTitle={(row) => st(row.description)}
          minWidth={720}
          empty={<EmptyMessage text={t('No transactions found')} />}
        />
      )}
    </>
  );
}
