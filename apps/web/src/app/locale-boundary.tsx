import { Fragment, type ReactNode } from 'react';
import { useFontVersion, useLocale } from '@/i18n';

/**
 * Draws the app again from the top when the language changes, so every `t(...)` (in components, titles, toasts) is
 * read again. The query cache lives outside (main.tsx), so no data is fetched again; a language switch is rare.
 * Once more when Hindi's font arrives after Hindi was drawn (i18n/index.ts: the earlier drawing stayed boxes).
 */
export function LocaleBoundary({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const fontVersion = useFontVersion();
  return <Fragment key={`${locale}-${fontVersion}`}>{children}</Fragment>;
}
