import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { messages } from '@wicket/shared/messages';
import type { Team } from '@wicket/shared/schemas/squads';
import { useState } from 'react';
import { confirmAction } from '@/components/confirm';
import { QueryView } from '@/components/query-view';
import { useTeams } from '@/entities/team/get-teams';
import { useDeleteTeam, useSaveTeam } from '@/entities/team/squads';
import { st, t } from '@/i18n';
import { notifySuccess } from '@/lib/notify';
import { SquadsSection } from './squads-section';
import { EMPTY_TEAM, TeamForm, teamToValues } from './team-form';

/** The team being added (null id) or edited, or none. */
type Editing = { team: Team | null } | null;

/** The club's teams with Add, Edit and Delete; one form serves add and edit. */
export function TeamsCard({ clubId }: { clubId: string }) {
  const teams = useTeams(clubId);
  const save = useSaveTeam(clubId);
  const remove = useDeleteTeam(clubId);
  const [editing, setEditing] = useState<Editing>(null);

  const submit = async (body: { name: string; players: string[] }) => {
    try {
      const answer = await save.mutateAsync({ teamId: editing?.team?._id ?? null, body });
      notifySuccess(answer.message);
      setEditing(null);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  const confirmDelete = async (team: Team) => {
    const ok = await confirmAction({
      title: t('Delete {name}', { name: team.name }),
      message: st(messages.confirmDeleteTeam),
      confirmLabel: t('Delete'),
      danger: true,
    });
    if (!ok) return;
    const answer = await remove.mutateAsync(team._id);
    notifySuccess(answer.message);
  };

  return (
    <SquadsSection
      id="teams-title"
      title={t('Teams')}
      about={t("Add Players offers a team's squad for a match of that team name, and fills in its last lineup.")}
      addLabel={t('Add team')}
      onAdd={editing ? undefined : () => setEditing({ team: null })}
    >
      {editing ? (
        <Card withBorder padding="sm">
          <TeamForm
            key={editing.team?._id ?? 'new'}
            initialValues={editing.team ? teamToValues(editing.team) : EMPTY_TEAM}
            submitLabel={editing.team ? t('Save team') : t('Add team')}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
            pending={save.isPending}
          />
        </Card>
      ) : null}
      <QueryView query={teams}>
        {(teamList) =>
          teamList.length === 0 ? (
            <Text size="sm">{t('No teams yet.')}</Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {teamList.map((team) => (
                <Card key={team._id} withBorder padding="sm" component="li" data-team={team.name}>
                  <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={600}>{team.name}</Text>
                      <Text size="sm" c="dimmed">
                        {team.players.length === 1
                          ? t('1 player')
                          : t('{length} players', { length: team.players.length })}
                        {team.players.length > 0 ? `: ${team.players.join(', ')}` : ''}
                      </Text>
                    </Stack>
                    <Group gap={6} wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setEditing({ team })}
                        aria-label={t('Edit {name}', { name: team.name })}
                      >
                        {t('Edit')}
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        onClick={() => confirmDelete(team)}
                        aria-label={t('Delete {name}', { name: team.name })}
                      >
                        {t('Delete')}
                      </Button>
                    </Group>
                  </Group>
                </Card>
              ))}
            </Stack>
          )
        }
      </QueryView>
    </SquadsSection>
  );
}
