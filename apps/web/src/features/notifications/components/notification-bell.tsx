import { ActionIcon, Button, Group, Indicator, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { messages } from '@wicket/shared/messages';
import type { Notification } from '@wicket/shared/schemas/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications';

/**
 * The header's bell (design-match-day section 4): the unread count, and the newest notifications in a popover.
 * Choosing one marks it read and opens its link. It refreshes on the fallback interval (the `notification` event
 * refreshes it at once where live updates are wired).
 */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const list = useNotifications(true);
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const unread = list.data?.unread ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

  const open = (n: Notification) => {
    if (n.readAt === null) markRead.mutate({ ids: [n._id] });
    setOpened(false);
    if (n.link) navigate(n.link);
  };

  return (
    // The Indicator wraps the Popover, so the popover's aria-haspopup/aria-expanded land on the button, not a div.
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={18}
      color="red.8"
      disabled={unread === 0}
      offset={4}
      data-unread={unread}
    >
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={320} shadow="md" withinPortal>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="dark"
            size="lg"
            aria-label={label}
            aria-expanded={opened}
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={22} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs" aria-label="Notifications list">
          <Group justify="space-between" mb="xs">
            <Text fw={700}>Notifications</Text>
            {unread > 0 ? (
              <Button size="compact-xs" variant="subtle" onClick={() => markRead.mutate({})}>
                Mark all read
              </Button>
            ) : null}
          </Group>
          {!list.data || list.data.notifications.length === 0 ? (
            <Text size="sm" c="dimmed">
              {messages.noNotifications}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={360}>
              <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {list.data.notifications.map((n) => (
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
                        {n.title}
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
    </Indicator>
  );
}
