import { Button, Group as Row } from '@mantine/core';
import type { Group } from '@wicket/shared/schemas/groups';
import { Link } from 'react-router';
import { GroupSummaryCard } from '@/components/domain/group-summary-card';
import { t } from '@/i18n';
import type { StaffPaths } from '@/lib/staff';

type StaffGroupCardProps = {
  group: Group;
  index: number;
  paths: StaffPaths;
  onDelete: (group: Group, name: string) => void;
  deleting: boolean;
  /** The match has a result: its standings can be viewed (provisional until approval). */
  hasResult?: boolean;
  /** The group's match, once loaded: the status shown agrees with it (Closed once betting closed). */
  match?: { status: string; dateTime: string; result: string | null };
};

/** A pool as staff see it: Edit only while it has no bets, View Bets, Betting Sheet, Standings (with a result), Delete. */
export function StaffGroupCard({
  group,
  index,
  paths,
  onDelete,
  deleting,
  hasResult = false,
  match,
}: StaffGroupCardProps) {
  return (
    <GroupSummaryCard group={group} index={index} match={match}>
      <Row gap="xs">
        {group.hasBets ? null : (
          <Button component={Link} to={paths.editGroup(group._id)} size="xs" variant="default">
            {t('Edit')}
          </Button>
        )}
        <Button component={Link} to={paths.viewBets(group._id)} size="xs" variant="light">
          {t('View Bets')}
        </Button>
        <Button component={Link} to={paths.bettingSheet(group._id)} size="xs" variant="light" color="grape">
          {t('Betting Sheet')}
        </Button>
        {hasResult ? (
          <Button component={Link} to={paths.matchStandings(group._id)} size="xs" variant="light">
            {t('Standings')}
          </Button>
        ) : null}
        <Button
          size="xs"
          color="red"
          variant="light"
          onClick={() => onDelete(group, t('Group {n}', { n: index + 1 }))}
          loading={deleting}
          disabled={deleting}
        >
          {t('Delete')}
        </Button>
      </Row>
    </GroupSummaryCard>
  );
}
