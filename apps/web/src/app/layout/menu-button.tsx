import { ActionIcon, type ActionIconProps, type ElementProps } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { t } from '@/i18n';

/** The phone header's menu button: shown alone until the menu itself (nav-menu.tsx) has loaded. */
export function MenuButton(props: ActionIconProps & ElementProps<'button'>) {
  return (
    <ActionIcon variant="default" size="lg" aria-label={t('Open menu')} {...props}>
      <IconMenu2 size={20} />
    </ActionIcon>
  );
}
