import { Button } from '@mantine/core';
import { useState } from 'react';
import { setLocale, t, useLocale } from '@/i18n';

/**
 * English or Hindi for this device (design-season section 7). The button names the other language in that language
 * (`lang` set, so a screen reader says it right); the choice is remembered and Hindi loads on the first press.
 */
export function LanguageToggle() {
  const locale = useLocale();
  const [loading, setLoading] = useState(false);
  const next = locale === 'hi' ? 'en' : 'hi';
  const choose = () => {
    setLoading(true);
    setLocale(next).finally(() => setLoading(false));
  };
  return (
    <Button
      variant="default"
      size="compact-md"
      px={8}
      lang={next}
      title={t('Language')}
      loading={loading}
      onClick={choose}
      style={{ flexShrink: 0 }}
      data-language-toggle
    >
      {next === 'hi' ? 'हिन्दी' : 'English'}
    </Button>
  );
}
