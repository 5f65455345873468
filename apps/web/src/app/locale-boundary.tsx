import { Fragment, type ReactNode } from 'react';
import { useLocale } from '@/i18n';

/**
 * Draws the app again from the top when the language changes, so every `t(...)` (in components, titles, toasts) is
 * read again. The query cache lives outside (main.tsx), so no data is fetched again; a language switch is rare.
 */
export function LocaleBoundary({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return <Fragment key={locale}>{children}</Fragment>;
}
