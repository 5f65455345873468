import { PageHeader } from '@/components/page-header';
import { InvitationList } from '../components/invitation-list';

/** `/invitations`: where the `invite` notification leads; the same list as the dashboard's. */
export function InvitationsPage() {
  return (
    <>
      <PageHeader back="/dashboard" title="Invitations" />
      <InvitationList variant="page" />
    </>
  );
}
