import { ActionIcon } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { t } from '@/i18n';

/**
 * Goes one step back (spec section 2). Opened straight from a link there is no step to go back to, so it goes to
 * `fallback` instead of leaving the app.
 */
export function BackButton({ fallback = '/' }: { fallback?: string }) {
  const navigate = useNavigate();
  const goBack = () => {
    const state: unknown = window.history.state;
    const index = typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) : 0;
    if (index > 0) navigate(-1);
    else navigate(fallback);
  };
  return (
    <ActionIcon variant="subtle" size="lg" radius="xl" onClick={goBack} aria-label={t('Go back')}>
      <IconArrowLeft size={22} />
    </ActionIcon>
  );
}
