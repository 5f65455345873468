import { Button, Group, Stack, Text } from '@mantine/core';
import { t } from '@/i18n';

type CaptainPickerProps = {
  /** The picked players, by code, with the names shown. */
  players: { code: string; name: string }[];
  captain: string;
  viceCaptain: string;
  disabled: boolean;
  onCaptain: (code: string) => void;
  onViceCaptain: (code: string) => void;
};

/** The second step: a captain (C, points counted 2 times) and a vice-captain (VC, 1.5 times) among the team. */
export function CaptainPicker({
  players,
  captain,
  viceCaptain,
  disabled,
  onCaptain,
  onViceCaptain,
}: CaptainPickerProps) {
  return (
    <Stack gap="xs">
      <Text size="sm">{t('Choose your captain (C, 2x points) and vice-captain (VC, 1.5x points).')}</Text>
      {players.map(({ code, name }) => (
        <Group key={code} justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Group gap={6} wrap="nowrap">
            <Button
              size="compact-md"
              miw={48}
              variant={captain === code ? 'filled' : 'default'}
              aria-pressed={captain === code}
              aria-label={t('Captain: {name}', { name })}
              disabled={disabled}
              onClick={() => onCaptain(code)}
            >
              {t('C')}
            </Button>
            <Button
              size="compact-md"
              miw={48}
              variant={viceCaptain === code ? 'filled' : 'default'}
              aria-pressed={viceCaptain === code}
              aria-label={t('Vice-captain: {name}', { name })}
              disabled={disabled}
              onClick={() => onViceCaptain(code)}
            >
              {t('VC')}
            </Button>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
