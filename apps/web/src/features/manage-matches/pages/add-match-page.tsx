import { Button, Card } from '@mantine/core';
import { messages } from '@wicket/shared/messages';
import type { MatchBody } from '@wicket/shared/schemas/matches';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { notifySuccess } from '@/lib/notify';
import { useStaff } from '@/lib/staff';
import { useStaffClub } from '@/lib/staff-club';
import { useCreateMatch } from '../api/save-match';
import { EMPTY_MATCH, MatchForm } from '../components/match-form';

/**
 * `/manager-dashboard/add-match` (also `/Add-Match`) and `/admin-dashboard/manage-club/{clubId}/add-match`.
 * The form stays on screen and clears after each match, so several can be added in a row.
 */
export function AddMatchPage() {
  const { clubId: routeClubId } = useParams();
  const { paths } = useStaff();
  const { clubId, clubName } = useStaffClub(routeClubId);
  const create = useCreateMatch();

  const save = async (body: MatchBody) => {
    try {
      const match = await create.mutateAsync({ clubId, body });
      notifySuccess(match.message || messages.matchAdded);
      return true;
    } catch {
      return false;
    }
  };

  return (
    <>
      <PageHeader
        back={paths.matches(clubId)}
        title="Add Match"
        subtitle={clubName}
        actions={
          <Button component={Link} to={paths.matches(clubId)} variant="default">
            Manage Matches
          </Button>
        }
      />
      <Card withBorder padding="lg" maw={720}>
        <MatchForm
          initialValues={EMPTY_MATCH}
          submitLabel="Add Match"
          onSubmit={save}
          pending={create.isPending}
          clearOnSuccess
        />
      </Card>
    </>
  );
}
