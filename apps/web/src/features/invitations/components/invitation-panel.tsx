import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useProfile } from '@/lib/account';

const InvitationList = lazy(() => import('./invitation-list').then((m) => ({ default: m.InvitationList })));

/**
 * The member dashboard's invitations (design-season section 10): `InvitationList`'s panel, loaded only for a member
 * without a club, the only one with invitations to answer; a member of a club gets `otherwise` and none of the list's
 * code (issue 42: the first page's JavaScript). Once shown, the list stays mounted even after the member joins a club
 * through it: its Accept is what shows the answer's toast, and an unmounted list's mutation has no one to tell.
 */
export function InvitationPanel({ otherwise }: { otherwise: ReactNode }) {
  const profile = useProfile();
  const [listed, setListed] = useState(false);
  if (!listed && profile.isSuccess && !profile.data.memberOf) setListed(true);
  if (!listed) return otherwise;
  return (
    <Suspense fallback={null}>
      <InvitationList variant="panel" otherwise={otherwise} />
    </Suspense>
  );
}
