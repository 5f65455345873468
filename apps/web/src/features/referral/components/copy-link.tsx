import { Button, Group, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { t } from '@/i18n';

/** Spec section 9: "Copied!" shows for 2 seconds. */
export const COPIED_MS = 2000;

/** The clipboard API needs a secure context; plain http falls back to selecting the text and copying it. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the selection copy
  }
  if (!input) return false;
  input.select();
  return document.execCommand('copy');
}

export function CopyLink({ link }: { link: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        ref={inputRef}
        label={t('Your referral link')}
        value={link}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: 1, minWidth: 0 }}
      />
      <Button
        color={copied ? 'teal' : undefined}
        leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
        onClick={async () => setCopied(await copyText(link, inputRef.current))}
        miw={104}
      >
        {copied ? t('Copied!') : t('Copy')}
      </Button>
    </Group>
  );
}
