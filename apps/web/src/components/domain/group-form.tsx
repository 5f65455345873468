import { Button, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { BET_TYPES, isBiddingMethod, isFantasyTeam } from '@wicket/shared/bet-types';
import { groupSharesProblem, maxShareFor } from '@wicket/shared/group-shares';
import { messages } from '@wicket/shared/messages';
import {
  DEFAULT_BET_TYPE,
  DEFAULT_GROUP_STATUS,
  GROUP_STATUSES,
  type Group,
  updateGroupBodySchema,
} from '@wicket/shared/schemas/groups';
import { FormErrorsElsewhere } from '@/components/form-errors-elsewhere';
import { StrictNumberInput } from '@/components/strict-number-input';
import { st, t } from '@/i18n';
import { zodFormErrors } from '@/lib/form';

export type GroupFormValues = {
  betType: string;
  betAmount: number | string;
  /** Bidding Method only: the least a bid must rise over the standing one, RS. */
  minimumIncrement: number | string;
  winnerShare1: number | string;
  winnerShare2: number | string;
  winnerShare3: number | string;
  status: string;
  /** Fantasy Team only (design-contests section 1): players a team, teams a member, the budget in credits. */
  teamSize: number | string;
  maxTeams: number | string;
  creditBudget: number | string;
};

const FANTASY_FIELDS = ['teamSize', 'maxTeams', 'creditBudget'] as const;
type FantasyField = (typeof FANTASY_FIELDS)[number];

/**
 * The group as sent: the schema reads numbers and numeric text alike; Minimum Increment only for Bidding Method, the
 * team fields only for Fantasy Team.
 */
export type GroupFormBody = Omit<GroupFormValues, 'minimumIncrement' | FantasyField> & {
  minimumIncrement?: number | string;
} & Partial<Pick<GroupFormValues, FantasyField>>;

/** A new group: First Better, Inactive (spec section 4/9); the manager fills in the amount and shares. */
export const EMPTY_GROUP: GroupFormValues = {
  betType: DEFAULT_BET_TYPE,
  betAmount: '',
  minimumIncrement: '',
  winnerShare1: '',
  winnerShare2: '',
  winnerShare3: '',
  status: DEFAULT_GROUP_STATUS,
  // Blank: the server's defaults (5 players, 1 team, 8 credits a player).
  teamSize: '',
  maxTeams: '',
  creditBudget: '',
};

export const groupToValues = (
  group: Pick<
    Group,
    'betType' | 'betAmount' | 'minimumIncrement' | 'winnerShare1' | 'winnerShare2' | 'winnerShare3' | 'status'
  > &
    Partial<Pick<Group, FantasyField>>,
): GroupFormValues => ({
  betType: group.betType,
  betAmount: group.betAmount,
  minimumIncrement: group.minimumIncrement ?? '',
  winnerShare1: group.winnerShare1,
  winnerShare2: group.winnerShare2,
  winnerShare3: group.winnerShare3,
  status: group.status,
  teamSize: group.teamSize ?? '',
  maxTeams: group.maxTeams ?? '',
  creditBudget: group.creditBudget ?? '',
});

const SHARE_FIELDS = ['winnerShare1', 'winnerShare2', 'winnerShare3'] as const;
const SHARE_LABELS = ['1st Prize Share (%)', '2nd Prize Share (%)', '3rd Prize Share (%)'] as const;

/** A share field's number, or NaN while it is empty or half typed ("-", "1."). */
const shareNumber = (value: number | string): number =>
  typeof value === 'number' ? value : value.trim() === '' || value.trim() === '-' ? Number.NaN : Number(value);

const sharesOf = (values: GroupFormValues): number[] =>
  SHARE_FIELDS.map((field) => {
    const n = shareNumber(values[field]);
    return Number.isFinite(n) ? n : 0;
  });

type GroupFormProps = {
  initialValues: GroupFormValues;
  submitLabel: string;
  onSubmit: (body: GroupFormBody) => void;
  pending: boolean;
  disabled?: boolean;
};

/** What the form sends: Minimum Increment only with Bidding Method, the team fields only with Fantasy Team. */
export function groupFormBody(values: GroupFormValues): GroupFormBody {
  const { minimumIncrement, teamSize, maxTeams, creditBudget, ...rest } = values;
  if (isBiddingMethod(values.betType)) return { ...rest, minimumIncrement };
  if (isFantasyTeam(values.betType)) return { ...rest, teamSize, maxTeams, creditBudget };
  return rest;
}

/** The fields the form draws for a bet type; an error for any other field shows above the submit button. */
const shownFields = (betType: string): string[] => [
  'betType',
  'betAmount',
  ...(isBiddingMethod(betType) ? ['minimumIncrement'] : []),
  ...(isFantasyTeam(betType) ? FANTASY_FIELDS : []),
  ...SHARE_FIELDS,
  'status',
];

/**
 * The group form of spec section 5: every field required; a negative share is refused and reset to 0; a share that
 * would take the total past 100% is refused and capped to what is left; submit checks the sum again. Bidding Method
 * (design-match-day section 6) adds Minimum Increment, and its Bet Amount is the opening bid. Amounts are refused
 * with the shared texts, never changed; an error for a field the form does not draw still shows.
 */
export function GroupForm({ initialValues, submitLabel, onSubmit, pending, disabled }: GroupFormProps) {
  const form = useForm<GroupFormValues>({
    initialValues,
    validate: (values) => zodFormErrors(updateGroupBodySchema, groupFormBody(values)),
  });

  const bidding = isBiddingMethod(form.values.betType);
  const fantasy = isFantasyTeam(form.values.betType);

  const changeShare = (index: number, value: number | string) => {
    const field = SHARE_FIELDS[index];
    if (!field) return;
    const n = shareNumber(value);
    if (Number.isFinite(n) && n < 0) {
      form.setFieldValue(field, 0);
      form.setFieldError(field, st(messages.winnerShareNegative));
      return;
    }
    const shares = sharesOf(form.getValues());
    shares[index] = Number.isFinite(n) ? n : 0;
    const cap = maxShareFor(shares, index);
    if (Number.isFinite(n) && n > cap) {
      form.setFieldValue(field, cap);
      form.setFieldError(field, st(messages.winnerSharesTooHigh));
      return;
    }
    form.setFieldValue(field, value);
  };

  const submit = form.onSubmit((values) => {
    const problem = groupSharesProblem(sharesOf(values));
    if (problem) {
      form.setFieldError(SHARE_FIELDS[problem.index] ?? 'winnerShare1', problem.message);
      return;
    }
    onSubmit(groupFormBody(values));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('Bet Type')}
            required
            data={[...BET_TYPES]}
            allowDeselect={false}
            disabled={disabled}
            {...form.getInputProps('betType')}
          />
          <StrictNumberInput
            label={bidding ? t('Opening bid (RS)') : t('Bet Amount (RS)')}
            required
            min={0}
            disabled={disabled}
            {...form.getInputProps('betAmount')}
          />
          {bidding ? (
            <StrictNumberInput
              label={t('Minimum Increment (RS)')}
              required
              min={0}
              disabled={disabled}
              {...form.getInputProps('minimumIncrement')}
            />
          ) : null}
        </SimpleGrid>
        {fantasy ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" data-fantasy-fields>
            <StrictNumberInput
              label={t('Team size (players)')}
              description={t('3 to 7; 5 when blank')}
              min={3}
              max={7}
              disabled={disabled}
              {...form.getInputProps('teamSize')}
            />
            <StrictNumberInput
              label={t('Teams per member')}
              description={t('1 to 5; 1 when blank')}
              min={1}
              max={5}
              disabled={disabled}
              {...form.getInputProps('maxTeams')}
            />
            <StrictNumberInput
              label={t('Credit budget')}
              description={t('8 credits a player when blank')}
              min={1}
              step={0.5}
              disabled={disabled}
              {...form.getInputProps('creditBudget')}
            />
          </SimpleGrid>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {SHARE_FIELDS.map((field, index) => (
            <StrictNumberInput
              key={field}
              label={t(SHARE_LABELS[index] ?? '1st Prize Share (%)')}
              required
              step={0.01}
              disabled={disabled}
              {...form.getInputProps(field)}
              onChange={(value) => changeShare(index, value)}
            />
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed" data-shares-help>
          {st(messages.groupSharesHelp)} {st(messages.houseShareExplained)}
        </Text>
        <Select
          label={t('Status')}
          required
          data={[...GROUP_STATUSES]}
          allowDeselect={false}
          disabled={disabled}
          {...form.getInputProps('status')}
          style={{ maxWidth: 320 }}
        />
        <FormErrorsElsewhere form={form} shown={shownFields(form.values.betType)} />
        <Button type="submit" loading={pending} disabled={disabled} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
