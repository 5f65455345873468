import { ActionIcon, type ActionIconProps, type ElementProps } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';

type BellButtonProps = ActionIconProps &
  Omit<ElementProps<'button'>, 'aria-label' | 'aria-expanded'> & { label: string; expanded: boolean };

/**
 * The header's bell button: shown alone until the popover (notification-panel.tsx) has loaded, then as that
 * popover's target. It says it opens a dialog, as the popover's target does.
 */
export function BellButton({ label, expanded, ...props }: BellButtonProps) {
  return (
    <ActionIcon
      variant="subtle"
      color="dark"
      size="lg"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      {...props}
    >
      <IconBell size={22} aria-hidden />
    </ActionIcon>
  );
}
