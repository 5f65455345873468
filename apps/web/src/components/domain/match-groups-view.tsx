import type { UseQueryResult } from '@tanstack/react-query';
import type { Group } from '@wicket/shared/schemas/groups';
import type { ReactNode } from 'react';
import { EmptyMessage } from '@/components/empty-message';
import { ErrorState } from '@/components/error-state';
import { PageLoader } from '@/components/page-loader';
import { t } from '@/i18n';

/**
 * A match's groups as every screen of them shows the wait, a failure (in place, spec section 8) and a match without
 * groups; `children` lays out the groups themselves, which differ by screen.
 */
export function MatchGroupsView({
  groups,
  children,
}: {
  groups: UseQueryResult<Group[]>;
  children: (groups: Group[]) => ReactNode;
}) {
  if (groups.isPending) return <PageLoader />;
  if (groups.error) return <ErrorState message={groups.error.message} />;
  if (groups.data.length === 0) return <EmptyMessage text={t('No groups available for this match.')} />;
  return children(groups.data);
}
