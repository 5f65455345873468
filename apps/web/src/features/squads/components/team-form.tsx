import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { messages, playerListedTwiceMessage } from '@wicket/shared/messages';
import { repeatedPlayer, SQUAD_MAX_PLAYERS, type Team, teamBodySchema } from '@wicket/shared/schemas/squads';
import { useState } from 'react';
import { splitPlayerNames } from '@/entities/match/players';
import { t } from '@/i18n';
import { zodFormErrors } from '@/lib/form';

export type TeamFormValues = { name: string; players: string };
export const EMPTY_TEAM: TeamFormValues = { name: '', players: '' };
export const teamToValues = (team: Pick<Team, 'name' | 'players'>): TeamFormValues => ({
  name: team.name,
  players: team.players.join('\n'),
});

/** The body the form sends: the squad typed one name per line (or comma separated). */
export const teamFormBody = (values: TeamFormValues) => ({
  name: values.name,
  players: splitPlayerNames(values.players),
});

/** The shared rules (teamBodySchema), with a name listed twice shown at the players box. */
export function teamFormErrors(values: TeamFormValues): Record<string, string> {
  const body = teamFormBody(values);
  const errors = zodFormErrors(teamBodySchema, body) as Record<string, string>;
  const players = Object.entries(errors).find(([key]) => key.startsWith('players'))?.[1];
  const { name } = errors;
  const twice = repeatedPlayer(body.players);
  const result: Record<string, string> = {};
  if (name) result.name = name;
  if (players) result.players = players;
  else if (twice !== null) result.players = playerListedTwiceMessage(twice);
  return result;
}

type TeamFormProps = {
  initialValues: TeamFormValues;
  submitLabel: string;
  /** Resolves to the server's refusal text, or null when saved. */
  onSubmit: (body: ReturnType<typeof teamFormBody>) => Promise<string | null>;
  onCancel: () => void;
  pending: boolean;
};

/** Add and edit a team (one form): its name and its squad, one player per line (up to 40). */
export function TeamForm({ initialValues, submitLabel, onSubmit, onCancel, pending }: TeamFormProps) {
  const form = useForm<TeamFormValues>({ initialValues, validate: teamFormErrors });
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = form.onSubmit(async (values) => {
    setRefusal(null);
    const problem = await onSubmit(teamFormBody(values));
    if (problem) {
      if (problem === messages.teamExists) form.setFieldError('name', problem);
      else setRefusal(problem);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="sm">
        <TextInput label={t('Team name')} required {...form.getInputProps('name')} />
        <Textarea
          label={t('Players')}
          description={t('One name per line (or separated by commas), up to {SQUAD_MAX_PLAYERS}.', {
            SQUAD_MAX_PLAYERS,
          })}
          rows={6}
          {...form.getInputProps('players')}
        />
        {refusal ? (
          <Stack role="alert" c="red" fz="sm">
            {refusal}
          </Stack>
        ) : null}
        <Group gap="xs">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('Cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
