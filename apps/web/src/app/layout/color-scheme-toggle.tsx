import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { t } from '@/i18n';

/**
 * Light or dark for this device: the first press fixes the opposite of what shows now (the system's scheme until
 * then); Mantine keeps the choice in localStorage.
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const shown = useComputedColorScheme('light');
  const next = shown === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={next === 'dark' ? t('Switch to dark mode') : t('Switch to light mode')}
      onClick={() => setColorScheme(next)}
    >
      {shown === 'dark' ? <IconSun size={20} /> : <IconMoon size={20} />}
    </ActionIcon>
  );
}
