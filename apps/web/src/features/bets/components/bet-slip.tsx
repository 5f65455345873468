import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconWifiOff } from '@tabler/icons-react';
import { sanitizeCombinationInput } from '@wicket/shared/combinations';
import { messages } from '@wicket/shared/messages';
import { st, t } from '@/i18n';
import { formatMoney } from '@/lib/format';

type BetSlipProps = {
  /** The combination box as typed. */
  text: string;
  onTextChange: (text: string) => void;
  error: string | null;
  /** The bets wait for a connection (sent by themselves, same key, once back online). */
  offline?: boolean;
  /** How many combinations the box holds. */
  count: number;
  betAmount: number;
  balance: number | undefined;
  bettingOpen: boolean;
  pending: boolean;
  /** Bets went through; the screen is about to go back to the match. */
  placed: boolean;
  onSubmit: () => void;
};

/** The spec's insufficient-credits text (from the pre-check or the server) gets the hint of whom to ask. */
const isInsufficientCredits = (error: string) => error.startsWith('Insufficient credits');

/**
 * The place-bet form: the combination box (upper-cased, only 1-7, A-G and commas), what the bets cost against the
 * balance, and a button that says how many bets it places.
 */
export function BetSlip({
  text,
  onTextChange,
  error,
  offline = false,
  count,
  betAmount,
  balance,
  bettingOpen,
  pending,
  placed,
  onSubmit,
}: BetSlipProps) {
  return (
    <Card
      withBorder
      padding="md"
      component="form"
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      <Title order={2} size="h4" mb="sm">
        {t('Your combinations')}
      </Title>
      {placed ? (
        <Alert color="green" icon={<IconCheck />} mb="sm">
          {t('Bets placed. Taking you back to the match…')}
        </Alert>
      ) : null}
      {offline ? (
        <Alert color="orange" icon={<IconWifiOff />} mb="sm" role="alert">
          {st(messages.betsOffline)}
        </Alert>
      ) : null}
      <Stack gap="sm">
        <TextInput
          label={t('Combinations')}
          description={t(
            'Three players each: 1-7 for team 1, A-G for team 2 (e.g. 12A). Up to 5, separated by commas.',
          )}
          placeholder={t('12A, 3BC')}
          value={text}
          onChange={(event) => onTextChange(sanitizeCombinationInput(event.currentTarget.value))}
          error={
            error && isInsufficientCredits(error) ? (
              <>
                <span>{st(error)}</span> <span>{st(messages.insufficientCreditsHint)}</span>
              </>
            ) : error ? (
              // The slip's own check speaks packages/shared's English texts: shown in the chosen language (issue 38).
              st(error)
            ) : null
          }
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            {count} × {formatMoney(betAmount)} ={' '}
            <Text span fw={700}>
              {formatMoney(betAmount * count)}
            </Text>
          </Text>
          <Text size="sm" c="dimmed">
            {t('Balance:')} {balance === undefined ? '…' : formatMoney(balance)}
          </Text>
        </Group>
        <Button type="submit" size="md" loading={pending} disabled={!bettingOpen || placed}>
          {count === 1 ? t('Place 1 Bet') : t('Place {count} Bets', { count })}
        </Button>
        {bettingOpen ? null : (
          <Text size="sm" c="dimmed" ta="center">
            {st(messages.bettingClosed)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
