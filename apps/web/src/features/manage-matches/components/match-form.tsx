import { Button, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { messages } from '@wicket/shared/messages';
import {
  MATCH_FORM_STATUSES,
  type Match,
  type MatchBody,
  matchBodySchema,
  VENUE_MAX,
} from '@wicket/shared/schemas/matches';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { st, t } from '@/i18n';
import { zodFormErrors } from '@/lib/form';
import { matchFormProblem } from '../utils/match-form-rules';

export type MatchFormValues = { team1: string; team2: string; dateTime: string; status: string; venue: string };

/** A new match: empty teams and time, status Active (spec section 4). */
export const EMPTY_MATCH: MatchFormValues = { team1: '', team2: '', dateTime: '', status: 'Active', venue: '' };

/** The local date and time the `datetime-local` input shows, e.g. `2025-03-12T19:30`. */
export const toLocalInput = (iso: string): string => dayjs(iso).format('YYYY-MM-DDTHH:mm');

export function matchToValues(match: Match): MatchFormValues {
  return {
    team1: match.team1,
    team2: match.team2,
    dateTime: toLocalInput(match.dateTime),
    status: match.status,
    venue: match.venue ?? '',
  };
}

/**
 * The request body: the local time the user picked, sent as an ISO string with its zone. A time left as it was is
 * sent exactly as stored (the input drops its seconds), so an edit of the venue alone reads as no move.
 */
export function valuesToBody(values: MatchFormValues, current?: Pick<Match, 'dateTime'>): MatchBody {
  const picked = values.dateTime ? dayjs(values.dateTime) : null;
  const unchanged = current !== undefined && values.dateTime === toLocalInput(current.dateTime);
  return {
    team1: values.team1,
    team2: values.team2,
    dateTime: unchanged ? current.dateTime : picked?.isValid() ? picked.toISOString() : values.dateTime,
    status: values.status,
    // Blank clears it (the server stores null).
    venue: values.venue,
  };
}

type MatchFormProps = {
  initialValues: MatchFormValues;
  /** The match as stored (edits): its unchanged date may be past; with bets only a postpone is allowed. */
  current?: Match;
  /** Only Date and Time can change (a match with bets, before its start); `disabled` locks everything. */
  postponeOnly?: boolean;
  disabled?: boolean;
  submitLabel: string;
  /**
   * Saves; resolves once saved (the form then clears itself when `clearOnSuccess` is set), rejects when refused
   * (the save's toast says why, and the form keeps what was typed).
   */
  onSubmit: (body: MatchBody & { createGroups?: boolean }) => Promise<unknown>;
  pending: boolean;
  clearOnSuccess?: boolean;
  /** A new match: offer "Create the club's groups" (on by default), sent as `createGroups`. */
  offerClubGroups?: boolean;
};

/**
 * Team 1, Team 2, Date and Time, Status (Active or Inactive), an optional Venue, checked by the schema and the section 9 rules before
 * anything is sent. A match the server has moved on (Ongoing) keeps that
 * status as an option, so editing it does not silently reopen betting. A second submit while one is on its way is
 * ignored, and the button shows it is busy.
 */
export function MatchForm({
  initialValues,
  current,
  postponeOnly,
  disabled,
  submitLabel,
  onSubmit,
  pending,
  clearOnSuccess,
  offerClubGroups,
}: MatchFormProps) {
  const [createGroups, setCreateGroups] = useState(true);
  const form = useForm<MatchFormValues>({
    initialValues,
    validate: (values) => {
      const body = valuesToBody(values, current);
      const errors = zodFormErrors(matchBodySchema, body);
      if (Object.keys(errors).length > 0) return errors;
      const problem = matchFormProblem(body, new Date(), current);
      return problem ? { [problem.field]: problem.message } : {};
    },
  });
  const fixed = Boolean(postponeOnly || disabled);
  const submitting = useRef(false);
  const statuses: string[] = [...MATCH_FORM_STATUSES];
  if (!statuses.includes(initialValues.status)) statuses.push(initialValues.status);

  const submit = form.onSubmit(async (values) => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      const body = valuesToBody(values, current);
      const saved = await onSubmit(offerClubGroups ? { ...body, createGroups } : body).then(
        () => true,
        () => false,
      );
      if (saved && clearOnSuccess) form.reset();
    } finally {
      submitting.current = false;
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('Team 1')} required disabled={fixed} {...form.getInputProps('team1')} />
          <TextInput label={t('Team 2')} required disabled={fixed} {...form.getInputProps('team2')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('Date and Time')}
            type="datetime-local"
            required
            disabled={disabled}
            {...form.getInputProps('dateTime')}
          />
          <Select
            label={t('Status')}
            required
            data={statuses}
            allowDeselect={false}
            disabled={fixed}
            {...form.getInputProps('status')}
          />
        </SimpleGrid>
        <TextInput
          label={t('Venue')}
          description={t('Optional: where the match is played. It shows on the match and in calendars.')}
          maxLength={VENUE_MAX + 10}
          disabled={disabled}
          {...form.getInputProps('venue')}
        />
        {offerClubGroups ? (
          <Switch
            label={st(messages.createClubGroups)}
            description={t('One group per group template of the club (Squads screen).')}
            checked={createGroups}
            onChange={(event) => setCreateGroups(event.currentTarget.checked)}
          />
        ) : null}
        <Button type="submit" loading={pending} disabled={pending || disabled} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
