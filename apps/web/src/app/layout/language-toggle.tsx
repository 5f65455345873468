import { ActionIcon } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { setLocale, useLocale } from '@/i18n';

/**
 * English or Hindi for this device (design-season section 7), beside the colour scheme toggle. An icon, so the header
 * keeps its room on a phone and no Devanagari has to be drawn before Hindi (and its font) is chosen; its name is the
 * other language in that language, with `lang` set so a screen reader says it right. Remembered; Hindi loads on the
 * first press.
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
    <ActionIcon
      variant="default"
      size="lg"
      lang={next}
      aria-label={next === 'hi' ? 'हिन्दी' : 'English'}
      title={next === 'hi' ? 'हिन्दी' : 'English'}
      loading={loading}
      onClick={choose}
      style={{ flexShrink: 0 }}
    >
      <IconLanguage size={20} />
    </ActionIcon>
  );
}
