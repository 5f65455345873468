import { Alert, Button, Card, Group, Text } from '@mantine/core';
import { messages } from '@wicket/shared/messages';
import type { MatchCreateBody } from '@wicket/shared/schemas/matches';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useStaffClub } from '@/entities/club/staff-club';
import { t } from '@/i18n';
import { notifySuccess } from '@/lib/notify';
import { useStaff } from '@/lib/staff';
import { useCreateMatch } from '../api/save-match';
import { EMPTY_MATCH, MatchForm } from '../components/match-form';

/**
 * `/manager-dashboard/add-match` (also `/Add-Match`) and `/admin-dashboard/manage-club/{clubId}/add-match`.
 * The form stays on screen and clears after each match, so several can be added in a row; the match just added
 * offers its next steps (players, then groups), which members need before they can bet.
 */
export function AddMatchPage() {
  const { clubId: routeClubId } = useParams();
  const { paths } = useStaff();
  const { clubId, clubName } = useStaffClub(routeClubId);
  const create = useCreateMatch();
  const [added, setAdded] = useState<{ _id: string; team1: string; team2: string } | null>(null);

  const save = async (body: MatchCreateBody) => {
    const match = await create.mutateAsync({ clubId, body });
    notifySuccess(match.message || messages.matchAdded);
    setAdded({ _id: match._id, team1: match.team1, team2: match.team2 });
  };

  return (
    <>
      <PageHeader
        back={paths.matches(clubId)}
        title={t('Add Match')}
        subtitle={clubName}
        actions={
          <Button component={Link} to={paths.matches(clubId)} variant="default">
            {t('Manage Matches')}
          </Button>
        }
      />
      {added ? (
        <Alert color="teal" variant="light" mb="md" maw={720} role="status" title={t('Match added')} data-next-step>
          <Text size="sm" mb="xs">
            {t('Next for {team1} vs {team2}: members can bet once it has players and an Active group.', {
              team1: added.team1,
              team2: added.team2,
            })}
          </Text>
          <Group gap="xs">
            <Button component={Link} to={paths.addPlayers(added._id)} size="xs">
              {t('Add Players')}
            </Button>
            <Button component={Link} to={paths.addGroup(added._id)} size="xs" variant="light">
              {t('Add Group')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <Card withBorder padding="lg" maw={720}>
        <MatchForm
          initialValues={EMPTY_MATCH}
          submitLabel={t('Add Match')}
          onSubmit={save}
          pending={create.isPending}
          clearOnSuccess
          offerClubGroups
        />
      </Card>
    </>
  );
}
