import { Anchor, Button, Card, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconCopy } from '@tabler/icons-react';
import { webcalUrl } from '@wicket/shared/calendar';
import { confirmAction } from '@/components/confirm';
import { ErrorState } from '@/components/error-state';
import { t } from '@/i18n';
import { notifySuccess } from '@/lib/notify';
import { useCalendarAddress, useResetCalendar } from '../api/calendar';

/**
 * "Add fixtures to your calendar" (design-season section 5): the user's personal feed address to copy, a
 * `webcal://` link that opens the calendar app, and a new address when the old one was shared by mistake.
 */
export function CalendarCard() {
  const address = useCalendarAddress();
  const reset = useResetCalendar();

  const onReset = async () => {
    const ok = await confirmAction({
      title: t('New calendar address'),
      message: t('Calendars subscribed to the current address stop receiving fixtures. Make a new address?'),
      confirmLabel: t('New address'),
    });
    if (ok)
      reset.mutate(undefined, {
        onSuccess: () => notifySuccess(t('New calendar address made. The old address no longer works.')),
      });
  };

  return (
    <Card withBorder padding="md" mb="md" component="section" aria-labelledby="calendar-card-title">
      <Stack gap="xs">
        <Text fw={600} id="calendar-card-title">
          {t('Add fixtures to your calendar')}
        </Text>
        <Text size="sm" c="dimmed">
          {t(
            "Subscribe to this address in your calendar app to see your club's matches. Keep it private: anyone with it sees your fixtures.",
          )}
        </Text>
        {address.error ? (
          <ErrorState message={address.error.message} />
        ) : (
          <>
            <TextInput
              label={t('Calendar address')}
              readOnly
              value={address.data?.url ?? ''}
              placeholder={t('Loading…')}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Group gap="xs">
              <CopyButton value={address.data?.url ?? ''}>
                {({ copied, copy }) => (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={copy}
                    disabled={!address.data}
                    leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  >
                    {copied ? t('Copied') : t('Copy address')}
                  </Button>
                )}
              </CopyButton>
              {address.data ? (
                <Button
                  size="xs"
                  component="a"
                  href={webcalUrl(address.data.url)}
                  leftSection={<IconCalendarPlus size={16} />}
                >
                  {t('Subscribe in your calendar')}
                </Button>
              ) : null}
              <Anchor component="button" type="button" size="sm" onClick={() => void onReset()}>
                {t('New address')}
              </Anchor>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
