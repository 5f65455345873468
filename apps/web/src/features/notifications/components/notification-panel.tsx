import { Button, Group, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { messages } from '@wicket/shared/messages';
import type { Notification, NotificationList } from '@wicket/shared/schemas/notifications';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { st, t } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import { useMarkNotificationsRead } from '../api/notifications';
import { BellButton } from './bell-button';

/**
 * The bell's popover with the newest notifications. notification-bell.tsx loads it (and Mantine's Popover,
 * ScrollArea and floating-ui with it) when the bell is first pressed; it then replaces that button with its own,
 * focuses it and opens. Choosing a notification marks it read and opens its link.
 */
export function NotificationPanel({ label, list }: { label: string; list: NotificationList | undefined }) {
  const button = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const unread = list?.unread ?? 0;
  useEffect(() => {
    button.current?.focus();
    setOpened(true);
  }, []);

  const open = (n: Notification) => {
    if (n.readAt === null) markRead.mutate({ ids: [n._id] });
    setOpened(false);
    if (n.link) navigate(n.link);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={320} shadow="md" withinPortal>
      <Popover.Target>
        <BellButton ref={button} label={label} expanded={opened} onClick={() => setOpened((o) => !o)} />
      </Popover.Target>
      <Popover.Dropdown p="xs" aria-label={t('Notifications list')}>
        <Group justify="space-between" mb="xs">
          <Text fw={700}>{t('Notifications')}</Text>
          {unread > 0 ? (
            <Button size="compact-xs" variant="subtle" onClick={() => markRead.mutate({})}>
              {t('Mark all read')}
            </Button>
          ) : null}
        </Group>
        {!list || list.notifications.length === 0 ? (
          <Text size="sm" c="dimmed">
            {st(messages.noNotifications)}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360}>
            <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {list.notifications.map((n) => (
                <li key={n._id}>
                  <UnstyledButton
                    onClick={() => open(n)}
                    p={6}
                    w="100%"
                    style={{
                      borderRadius: 6,
                      background: n.readAt === null ? 'var(--mantine-color-indigo-0)' : undefined,
                    }}
                    data-notification={n.kind}
                  >
                    <Text size="sm" fw={n.readAt === null ? 600 : 400}>
                      {st(n.title)}
                    </Text>
                    <Text size="xs" c="dark.4">
                      {formatDateTime(n.createdAt)}
                    </Text>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
