import { Alert, Badge, Button, Card, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { messages } from '@wicket/shared/messages';
import { DEFAULT_POINTS_SYSTEM_NAME, POINTS_SYSTEM_NAME_MAX } from '@wicket/shared/points';
import { type PointsSystemAnswer, pointsSystemBodySchema } from '@wicket/shared/schemas/points';
import { useState } from 'react';
import { confirmAction } from '@/components/confirm';
import { t } from '@/i18n';
import { zodFormErrors } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { POINTS_VALUE_GROUPS, POINTS_VALUE_LABELS, pointsSystemName } from '@/lib/points-labels';
import { useResetPointsSystem, useSavePointsSystem } from '../api/points-system';
import {
  addBand,
  type BandListKey,
  formValuesOf,
  type NumberField,
  type PointsSystemFormValues,
  removeBand,
} from '../utils/points-form';
import { BandsEditor } from './bands-editor';
import { NumberRow } from './number-row';

const BAND_LISTS: { key: BandListKey; minKey: 'economyMinBalls' | 'strikeRateMinBalls'; title: string }[] = [
  {
    key: 'economy',
    minKey: 'economyMinBalls',
    get title() {
      return t('Economy');
    },
  },
  {
    key: 'strikeRate',
    minKey: 'strikeRateMinBalls',
    get title() {
      return t('Strike rate');
    },
  },
];

/** In the chosen language when shown (issue 38: these stayed English on the Hindi editor). */
const BAND_TEXTS = {
  economy: {
    get name() {
      return t('economy');
    },
    get unit() {
      return t('runs conceded per over (6 legal balls)');
    },
    get minLabel() {
      return t('Only for players who bowled at least this many legal balls');
    },
  },
  strikeRate: {
    get name() {
      return t('strike rate');
    },
    get unit() {
      return t('runs per 100 balls faced');
    },
    get minLabel() {
      return t('Only for players who faced at least this many balls');
    },
  },
};

/**
 * A club's points system as its staff edit it (design-season section 1): the name, the 19 values in plain words, the
 * economy and strike-rate bands with their minimum balls. The shared schema checks it before it is sent, with the
 * server's texts; Save replaces the whole system, Reset to default (after a confirmation) restores T20 standard.
 */
export function PointsSystemForm({ clubId, system }: { clubId: string; system: PointsSystemAnswer }) {
  const save = useSavePointsSystem();
  const reset = useResetPointsSystem();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<PointsSystemFormValues>({
    initialValues: formValuesOf(system),
    validate: (values) => zodFormErrors(pointsSystemBodySchema, values),
  });
  const errorOf = (path: string) => {
    const error = form.errors[path];
    return typeof error === 'string' ? error : undefined;
  };
  const showAnswer = (answer: PointsSystemAnswer) => {
    const values = formValuesOf(answer);
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
  };

  const submit = form.onSubmit((values) => {
    const parsed = pointsSystemBodySchema.safeParse(values);
    if (!parsed.success) return;
    setServerError(null);
    save.mutate(
      { clubId, body: parsed.data },
      {
        onSuccess: (answer) => {
          showAnswer(answer);
          notifySuccess(answer.message || messages.pointsSystemSaved);
        },
        onError: (error) => setServerError(error.message),
      },
    );
  });

  const onReset = async () => {
    const ok = await confirmAction({
      title: t('Reset to default?'),
      message: t(
        "The club's points table goes back to {DEFAULT_POINTS_SYSTEM_NAME}. Saved scorecards keep their points.",
        { DEFAULT_POINTS_SYSTEM_NAME: pointsSystemName(DEFAULT_POINTS_SYSTEM_NAME) },
      ),
      confirmLabel: t('Reset to default'),
      danger: true,
    });
    if (!ok) return;
    setServerError(null);
    reset.mutate(clubId, {
      onSuccess: (answer) => {
        showAnswer(answer);
        notifySuccess(answer.message || messages.pointsSystemReset);
      },
      onError: (error) => setServerError(error.message),
    });
  };

  const changeBand = (key: BandListKey, index: number, field: 'below' | 'points', value: NumberField) =>
    form.setFieldValue(`${key}.${index}.${field}`, value);
  const setBands = (key: BandListKey, bands: PointsSystemFormValues[BandListKey]) => {
    form.setFieldValue(key, bands);
    form.clearErrors();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Card withBorder padding="md">
          <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('Name')}
              required
              maxLength={POINTS_SYSTEM_NAME_MAX + 10}
              style={{ flex: '1 1 220px' }}
              {...form.getInputProps('name')}
            />
            {system.isDefault ? (
              <Badge variant="light" color="gray">
                {t('Default')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" mt="xs">
            {t(
              'Points are whole numbers from -100 to 100. A saved scorecard keeps the points it was scored with until it is saved again.',
            )}
          </Text>
        </Card>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {POINTS_VALUE_GROUPS.map((group) => (
            <Fieldset key={group.title} legend={group.title}>
              <Stack gap="xs">
                {group.note ? (
                  <Text size="xs" c="dimmed">
                    {t(group.note)}
                  </Text>
                ) : null}
                {group.keys.map((key) => (
                  <NumberRow
                    key={key}
                    label={t(POINTS_VALUE_LABELS[key])}
                    value={form.values.values[key]}
                    onChange={(value) => form.setFieldValue(`values.${key}`, value)}
                    error={errorOf(`values.${key}`)}
                  />
                ))}
              </Stack>
            </Fieldset>
          ))}
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {BAND_LISTS.map(({ key, minKey, title }) => {
            const texts = BAND_TEXTS[key];
            return (
              <Fieldset key={key} legend={title}>
                <Stack gap="sm">
                  <NumberRow
                    label={texts.minLabel}
                    value={form.values[minKey]}
                    onChange={(value) => form.setFieldValue(minKey, value)}
                    error={errorOf(minKey)}
                  />
                  <BandsEditor
                    name={texts.name}
                    unit={texts.unit}
                    path={key}
                    bands={form.values[key]}
                    errorOf={errorOf}
                    listError={errorOf(key)}
                    onChange={(index, field, value) => changeBand(key, index, field, value)}
                    onAdd={() => setBands(key, addBand(form.values[key]))}
                    onRemove={(index) => setBands(key, removeBand(form.values[key], index))}
                  />
                </Stack>
              </Fieldset>
            );
          })}
        </SimpleGrid>

        {serverError ? (
          <Alert color="red" role="alert" title={t('Not saved')}>
            {serverError}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending} disabled={reset.isPending}>
            {t('Save')}
          </Button>
          <Button variant="light" color="red" onClick={onReset} loading={reset.isPending} disabled={save.isPending}>
            {t('Reset to default')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
