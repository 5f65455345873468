import { ActionIcon } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { t } from '@/i18n';
import { backTarget, rememberParent } from '@/lib/history-trail';

/**
 * Goes one step back (spec section 2), to where the user came from. Opened straight from a link there is no step to
 * go back to, and a step back that would lead down into a screen below this one (its child) would loop: both go up
 * to `fallback`, the screen's parent, instead (lib/history-trail.ts, backTarget).
 */
export function BackButton({ fallback = '/' }: { fallback?: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useLayoutEffect(() => rememberParent(pathname, fallback), [pathname, fallback]);
  const goBack = () => {
    if (backTarget(pathname) === 'history') navigate(-1);
    else navigate(fallback, { replace: true });
  };
  return (
    <ActionIcon variant="subtle" size="lg" radius="xl" onClick={goBack} aria-label={t('Go back')}>
      <IconArrowLeft size={22} />
    </ActionIcon>
  );
}
