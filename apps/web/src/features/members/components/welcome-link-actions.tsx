import { Button, CopyButton, Group } from '@mantine/core';
import { IconBrandWhatsapp, IconCopy } from '@tabler/icons-react';
import { t } from '@/i18n';
import { fullName } from '@/lib/format';
import { type WelcomeLinkRow, welcomeWhatsAppLink } from '../utils/welcome-links';

/** Copy a member's welcome link, or open WhatsApp with it (wa.me) to send it from the manager's own phone. */
export function WelcomeLinkActions({ row, clubName }: { row: WelcomeLinkRow; clubName: string }) {
  const name = fullName(row);
  return (
    <Group gap={6} wrap="wrap">
      <CopyButton value={row.welcomeLink}>
        {({ copied, copy }) => (
          <Button
            size="compact-sm"
            variant="light"
            color={copied ? 'teal' : undefined}
            leftSection={<IconCopy size={14} />}
            onClick={copy}
            aria-label={copied ? t('Link of {name} copied', { name }) : t('Copy link of {name}', { name })}
          >
            {copied ? t('Copied') : t('Copy link')}
          </Button>
        )}
      </CopyButton>
      <Button
        size="compact-sm"
        variant="light"
        color="green"
        component="a"
        href={welcomeWhatsAppLink(row, clubName)}
        target="_blank"
        rel="noopener noreferrer"
        leftSection={<IconBrandWhatsapp size={14} />}
        aria-label={t('WhatsApp {name}', { name })}
      >
        {t('WhatsApp')}
      </Button>
    </Group>
  );
}
