import { Stack, Title } from '@mantine/core';
import { GroupWinnersCard } from '@/components/domain/group-winners-card';
import { MatchGroupsView } from '@/components/domain/match-groups-view';
import { useWinnersOfGroups } from '@/entities/group/get-group-winners';
import { useMatchGroups } from '@/entities/match/get-match-groups';
import { t } from '@/i18n';

/**
 * A settled match's Winners section, for members and staff alike: each group's winners by position. `viewerId`
 * (the member's own screen) makes their own wins show gross and net of the referral commission.
 */
export function MatchWinners({ matchId, viewerId }: { matchId: string; viewerId?: string }) {
  const groups = useMatchGroups(matchId);
  const winners = useWinnersOfGroups(groups.data?.map((group) => group._id) ?? []);
  return (
    <section aria-label={t('Winners')}>
      <Title order={3} size="h4" mb="xs">
        {t('Winners')}
      </Title>
      <MatchGroupsView groups={groups}>
        {(list) => (
          <Stack gap="md">
            {list.map((group, index) => (
              <GroupWinnersCard
                key={group._id}
                group={group}
                index={index}
                winners={winners[index]?.data}
                isPending={winners[index]?.isPending ?? true}
                error={winners[index]?.error ?? null}
                viewerId={viewerId}
              />
            ))}
          </Stack>
        )}
      </MatchGroupsView>
    </section>
  );
}
