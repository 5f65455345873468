import { Alert, Button, Card, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { messages } from '@wicket/shared/messages';
import {
  addMemberBodySchema,
  type RegisteredMemberResult,
  registerMemberBodySchema,
} from '@wicket/shared/schemas/members';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PersonFields } from '@/components/person-fields';
import { useStaffClub } from '@/entities/club/staff-club';
import { st, t } from '@/i18n';
import { zodFormErrors } from '@/lib/form';
import { useLeaveForm } from '@/lib/history-trail';
import { notifySuccess } from '@/lib/notify';
import { useStaff } from '@/lib/staff';
import { useAddExistingMember, useRegisterMember } from '../api/member-actions';
import { WelcomeLinkModal } from '../components/welcome-link-modal';
import type { WelcomeLinkRow } from '../utils/welcome-links';

type UserKind = 'existing' | 'new';

type AddMemberValues = {
  kind: UserKind;
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  phoneNumber: string;
};

const INITIAL: AddMemberValues = {
  kind: 'existing',
  firstName: '',
  lastName: '',
  email: '',
  countryCode: '+91',
  phoneNumber: '',
};

const NEW_USER_FIELDS = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  countryCode: 'countryCode',
  phoneNumber: 'phoneNumber',
} as const;

const KINDS = [
  {
    value: 'existing',
    get label() {
      return t('Existing User');
    },
  },
  {
    value: 'new',
    get label() {
      return t('New User');
    },
  },
];

/**
 * `/manager-dashboard/add-members` and `/admin-dashboard/add-members/{clubId}`: an Existing User (a member with no
 * club yet) is invited by phone and joins on accepting; a New User is registered with every field but the optional
 * email and joins at once, without a password: staff get the member's welcome link to send, with which the member
 * chooses their own (as imported members do). The toast (and, for an invitation, the note on the screen) is the
 * server's message.
 */
export function AddMembersPage() {
  const { clubId: routeClubId } = useParams();
  const leave = useLeaveForm();
  const { paths } = useStaff();
  const { clubId, clubName } = useStaffClub(routeClubId);
  const addExisting = useAddExistingMember();
  const register = useRegisterMember();
  const pending = addExisting.isPending || register.isPending;
  const [invitation, setInvitation] = useState<string | null>(null);
  const [welcome, setWelcome] = useState<WelcomeLinkRow | null>(null);

  const form = useForm<AddMemberValues>({
    initialValues: INITIAL,
    validate: (values) =>
      values.kind === 'existing'
        ? zodFormErrors(addMemberBodySchema, { phoneNumber: values.phoneNumber })
        : zodFormErrors(registerMemberBodySchema, values),
  });

  // The new member's welcome link is shown to send; closing it goes back to the members list.
  const done = (answer: RegisteredMemberResult) => {
    notifySuccess(answer.message);
    form.reset();
    setWelcome({
      firstName: answer.firstName,
      lastName: answer.lastName,
      phoneNumber: answer.phoneNumber,
      countryCode: answer.countryCode,
      welcomeLink: answer.welcomeLink,
    });
  };

  // An existing user is invited, not added: the screen stays, with the server's text, for the next phone.
  const invited = (answer: { message: string }) => {
    notifySuccess(answer.message);
    setInvitation(answer.message);
    form.setFieldValue('phoneNumber', '');
  };

  const submit = form.onSubmit((values) => {
    if (pending) return;
    setInvitation(null);
    if (values.kind === 'existing') {
      addExisting.mutate({ clubId, body: { phoneNumber: values.phoneNumber } }, { onSuccess: invited });
    } else {
      const { kind: _kind, ...body } = values;
      register.mutate({ clubId, body }, { onSuccess: done });
    }
  });

  return (
    <>
      <PageHeader back={paths.members(clubId)} title={t('Add Member')} subtitle={clubName} />
      <Card withBorder padding="lg" maw={720}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="user-type-label">
                {t('User Type')}
              </Text>
              <SegmentedControl
                aria-labelledby="user-type-label"
                data={KINDS}
                value={form.values.kind}
                onChange={(value) => {
                  form.setFieldValue('kind', value === 'new' ? 'new' : 'existing');
                  form.clearErrors();
                }}
                style={{ alignSelf: 'flex-start' }}
              />
            </Stack>
            {form.values.kind === 'existing' ? (
              <>
                <Text size="sm" c="dimmed">
                  {t(
                    'A registered member who has not joined a club yet. They get an invitation and join when they accept.',
                  )}
                </Text>
                {invitation ? (
                  <Alert color="green" variant="light" role="status" data-testid="invitation-sent">
                    {invitation}
                  </Alert>
                ) : null}
                <PersonFields form={form} fields={{ phoneNumber: 'phoneNumber' }} />
              </>
            ) : (
              <PersonFields form={form} fields={NEW_USER_FIELDS} />
            )}
            <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
              {t('Add Member')}
            </Button>
          </Stack>
        </form>
      </Card>
      <WelcomeLinkModal
        shown={welcome}
        clubName={clubName ?? ''}
        note={st(messages.welcomeLinkForNewMember)}
        onClose={() => {
          setWelcome(null);
          leave(paths.members(clubId));
        }}
      />
    </>
  );
}
