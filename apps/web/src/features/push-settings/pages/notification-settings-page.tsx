import { Alert, Button, Card, Stack, Switch, Text, Title } from '@mantine/core';
import { IconBell, IconBellOff, IconSend } from '@tabler/icons-react';
import { type NotificationSettings, PUSH_SETTINGS, type PushSetting } from '@wicket/shared/schemas/push';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { type MessageKey, t } from '@/i18n';
import { memberPaths } from '@/lib/member-paths';
import { notifyError, notifySuccess } from '@/lib/notify';
import {
  useNotificationSettings,
  usePhoneState,
  useSaveNotificationSettings,
  useSendTestPush,
  useTurnOnPush,
} from '../api/notification-settings';

/** Each switch's label (design-contests section 2: `results` covers results, approvals, abandons and wins). */
const SWITCH_LABELS: Record<PushSetting, { label: MessageKey; description: MessageKey }> = {
  reminders: { label: 'Match reminders', description: 'Before a match starts when you have no bet on it yet' },
  results: { label: 'Results and refunds', description: 'Results, wins, referral earnings, refunds and outbids' },
  credits: { label: 'Credits', description: 'Credits added to or deducted from your balance' },
  invitations: { label: 'Club invitations', description: 'A club invites you to join it' },
};

/**
 * `/dashboard/notifications` (design-contests section 2): turn notifications on for this phone (the browser asks for
 * the permission only on that tap), choose which kinds come to every phone of the member, and send a test.
 */
export function NotificationSettingsPage() {
  const settings = useNotificationSettings();
  const phone = usePhoneState();
  const save = useSaveNotificationSettings();
  const turnOn = useTurnOnPush();
  const test = useSendTestPush();

  const onTurnOn = () =>
    turnOn.mutate(undefined, {
      onSuccess: (state) => {
        if (state === 'on') notifySuccess('This phone will get notifications');
      },
      onError: (error) =>
        notifyError(error instanceof Error ? error.message : 'Failed to turn on notifications on this phone'),
    });

  const onSwitch = (key: PushSetting, on: boolean) => {
    if (!settings.data) return;
    const next: NotificationSettings = { push: { ...settings.data.push, [key]: on } };
    save.mutate(next);
  };

  const state = turnOn.data ?? phone.data;
  return (
    <>
      <PageHeader back={memberPaths.dashboard} title={t('Notifications')} />
      <Card withBorder padding="md" mb="md" component="section" aria-labelledby="this-phone-title">
        <Stack gap="sm">
          <Title order={3} fz="h4" id="this-phone-title">
            {t('This phone')}
          </Title>
          {state === undefined ? (
            <PageLoader />
          ) : state === 'on' ? (
            <>
              <Text size="sm">{t('This phone gets notifications.')}</Text>
              <Button
                variant="light"
                leftSection={<IconSend size={16} />}
                loading={test.isPending}
                onClick={() => test.mutate(undefined, { onSuccess: (answer) => notifySuccess(answer.message) })}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('Send a test notification')}
              </Button>
            </>
          ) : state === 'unsupported' ? (
            <Alert color="gray" icon={<IconBellOff size={18} />}>
              {t(
                'This browser cannot show notifications. On an iPhone, add Wicket Pools to your Home Screen and open it from there.',
              )}
            </Alert>
          ) : (
            <>
              {state === 'denied' ? (
                <Alert color="orange" icon={<IconBellOff size={18} />} role="status">
                  {t(
                    'Notifications are blocked for this app. To allow them, open the site settings of your browser (the icon beside the address) or your phone’s app settings, allow notifications, then tap the button again.',
                  )}
                </Alert>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('Get match reminders, results and credits on this phone even when the app is closed.')}
                </Text>
              )}
              <Button
                leftSection={<IconBell size={16} />}
                loading={turnOn.isPending}
                onClick={onTurnOn}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('Turn on notifications on this phone')}
              </Button>
            </>
          )}
        </Stack>
      </Card>
      <Card withBorder padding="md" component="section" aria-labelledby="kinds-title">
        <Stack gap="md">
          <div>
            <Title order={3} fz="h4" id="kinds-title">
              {t('What to send')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('These choices apply to all your phones.')}
            </Text>
          </div>
          {settings.error ? (
            <ErrorState message={settings.error.message} />
          ) : !settings.data ? (
            <PageLoader />
          ) : (
            PUSH_SETTINGS.map((key) => (
              <Switch
                key={key}
                checked={settings.data.push[key]}
                onChange={(event) => onSwitch(key, event.currentTarget.checked)}
                label={t(SWITCH_LABELS[key].label)}
                description={t(SWITCH_LABELS[key].description)}
              />
            ))
          )}
        </Stack>
      </Card>
    </>
  );
}
