import { PageHeader } from '@/components/page-header';
import { t } from '@/i18n';
import { InvitationList } from '../components/invitation-list';

/** `/invitations`: where the `invite` notification leads; the same list as the dashboard's. */
export function InvitationsPage() {
  return (
    <>
      <PageHeader back="/dashboard" title={t('Invitations')} />
      <InvitationList variant="page" />
    </>
  );
}
