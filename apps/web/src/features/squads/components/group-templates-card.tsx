import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { GroupTemplate } from '@wicket/shared/schemas/squads';
import { GROUP_TEMPLATES_MAX } from '@wicket/shared/schemas/squads';
import { useState } from 'react';
import { EMPTY_GROUP, GroupForm, type GroupFormBody, groupToValues } from '@/components/domain/group-form';
import { GroupName } from '@/components/domain/group-name';
import { QueryView } from '@/components/query-view';
import { useGroupTemplates } from '@/entities/team/get-teams';
import { useSaveGroupTemplates } from '@/entities/team/squads';
import { dataLabel, t } from '@/i18n';
import { formatMoney, sharesLabel } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { SquadsSection } from './squads-section';

/**
 * A template as the PUT sends it back: the answer's fields, Minimum Increment and the Fantasy Team fields only where
 * it has them.
 */
const asBody = (template: GroupTemplate): GroupFormBody => {
  const { minimumIncrement, teamSize, maxTeams, creditBudget, ...rest } = template;
  return {
    ...rest,
    ...(minimumIncrement === null ? {} : { minimumIncrement }),
    ...(teamSize === null || maxTeams === null || creditBudget === null ? {} : { teamSize, maxTeams, creditBudget }),
  };
};

/**
 * The club's group templates (up to 5): the groups every new match gets at once, unless its form's "Create the
 * club's groups" switch is off. Each is added or edited with the group form itself, and the list is saved whole.
 */
export function GroupTemplatesCard({ clubId }: { clubId: string }) {
  const templates = useGroupTemplates(clubId);
  const save = useSaveGroupTemplates(clubId);
  /** The index being edited, `'new'` for one being added, or null. */
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const list = templates.data?.templates ?? [];

  const saveList = (next: GroupFormBody[]) => {
    setRefusal(null);
    save.mutate(
      { templates: next },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          setEditing(null);
        },
        onError: (error) => setRefusal(error.message),
      },
    );
  };
  const submit = (body: GroupFormBody) => {
    const current = list.map(asBody);
    saveList(
      editing === 'new' || editing === null ? [...current, body] : current.map((t, i) => (i === editing ? body : t)),
    );
  };

  return (
    <SquadsSection
      id="templates-title"
      title={t('Group templates')}
      about={t(
        'Every new match gets one group per template at once (up to {GROUP_TEMPLATES_MAX}). Groups already made stay as they are.',
        { GROUP_TEMPLATES_MAX },
      )}
      addLabel={t('Add template')}
      onAdd={
        editing === null && list.length < GROUP_TEMPLATES_MAX && templates.data ? () => setEditing('new') : undefined
      }
    >
      {refusal ? (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      ) : null}
      {editing !== null ? (
        <Card withBorder padding="sm">
          <GroupForm
            key={String(editing)}
            initialValues={editing === 'new' ? EMPTY_GROUP : groupToValues(list[editing] as GroupTemplate)}
            submitLabel={editing === 'new' ? t('Add template') : t('Save template')}
            onSubmit={submit}
            pending={save.isPending}
          />
          <Button variant="default" mt="xs" onClick={() => setEditing(null)}>
            {t('Cancel')}
          </Button>
        </Card>
      ) : null}
      <QueryView query={templates}>
        {() =>
          list.length === 0 ? (
            <Text size="sm">{t('No templates: new matches start without groups.')}</Text>
          ) : (
            <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {list.map((template, index) => (
                <Card key={index} withBorder padding="sm" component="li" data-template={index + 1}>
                  <Stack gap={4}>
                    <GroupName name={t('Group {n}', { n: index + 1 })} betType={template.betType} />
                    <Text size="sm">
                      {formatMoney(template.betAmount)}
                      {template.minimumIncrement === null
                        ? ''
                        : t(', increment {minimumIncrement}', {
                            minimumIncrement: formatMoney(template.minimumIncrement),
                          })}{' '}
                      ·{` ${sharesLabel(template)}`} · {dataLabel(template.status)}
                    </Text>
                    <Group gap={6}>
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setEditing(index)}
                        disabled={editing !== null}
                        aria-label={t('Edit template {value}', { value: index + 1 })}
                      >
                        {t('Edit')}
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        disabled={editing !== null}
                        loading={save.isPending}
                        onClick={() => saveList(list.map(asBody).filter((_, i) => i !== index))}
                        aria-label={t('Remove template {value}', { value: index + 1 })}
                      >
                        {t('Remove')}
                      </Button>
                    </Group>
                  </Stack>
                </Card>
              ))}
            </Stack>
          )
        }
      </QueryView>
    </SquadsSection>
  );
}
