import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { messages } from '@wicket/shared/messages';
import { clubSettingsBodySchema } from '@wicket/shared/schemas/clubs';
import { Link } from 'react-router';
import { ReminderMinutesInput } from '@/components/domain/reminder-minutes-input';
import { ErrorState } from '@/components/error-state';
import { useClubSettings, useSaveClubSettings } from '@/entities/club/club-settings';
import { t } from '@/i18n';
import { zodFormErrors } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { staffPaths } from '@/lib/staff';

type Values = { reminderMinutes: number | string };

function SettingsForm({ clubId, initial }: { clubId: string; initial: Values }) {
  const save = useSaveClubSettings();
  const form = useForm<Values>({
    initialValues: initial,
    validate: (values) => zodFormErrors(clubSettingsBodySchema, values),
  });
  const submit = (values: Values) =>
    save.mutate(
      { clubId, body: { reminderMinutes: values.reminderMinutes } },
      {
        onSuccess: (saved) => {
          form.resetDirty({ reminderMinutes: saved.reminderMinutes });
          notifySuccess(saved.message || messages.clubSettingsSaved);
        },
      },
    );
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <ReminderMinutesInput required maw={320} {...form.getInputProps('reminderMinutes')} />
        <Button type="submit" variant="light" loading={save.isPending}>
          {t('Save')}
        </Button>
      </Group>
    </form>
  );
}

/**
 * The club's settings its Manager may change (design-match-day section 4): reminder minutes, and the way to the
 * club's points system (design-season section 1) and its squads and group templates (section 4).
 */
export function ClubSettingsCard({ clubId }: { clubId: string }) {
  const settings = useClubSettings(clubId);
  return (
    <Card withBorder padding="md" mb="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{t('Club settings')}</Text>
          <Group gap="xs">
            <Button component={Link} to={staffPaths('Manager').pointsSystem()} size="xs" variant="light">
              {t('Points System')}
            </Button>
            <Button component={Link} to={staffPaths('Manager').squads()} size="xs" variant="light">
              {t('Squads')}
            </Button>
          </Group>
        </Group>
        {settings.error ? (
          <ErrorState message={settings.error.message} />
        ) : settings.data ? (
          <SettingsForm
            key={settings.data._id}
            clubId={clubId}
            initial={{ reminderMinutes: settings.data.reminderMinutes }}
          />
        ) : null}
      </Stack>
    </Card>
  );
}
