import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBrandWhatsapp, IconSend } from '@tabler/icons-react';
import { sendInviteBodySchema } from '@wicket/shared/schemas/referrals';
import { useState } from 'react';
import { t } from '@/i18n';
import { zodFormErrors } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { useSendInvite } from '../api/send-invite';

/**
 * WhatsApp invite by phone number (10-15 digits once spaces are removed): the server queues the message with the
 * referral link. The wa.me link lets the member send the same text from their own phone.
 */
export function InviteForm({ message }: { message: string }) {
  const mutation = useSendInvite();
  const [queued, setQueued] = useState<{ message: string; whatsappLink: string } | null>(null);
  const form = useForm({
    initialValues: { phoneNumber: '' },
    validate: (values) => zodFormErrors(sendInviteBodySchema, values),
  });

  const submit = form.onSubmit((values) => {
    const { phoneNumber } = sendInviteBodySchema.parse(values);
    mutation.mutate(phoneNumber, {
      onSuccess: (answer) => {
        if (answer.sentByProvider) {
          setQueued(null);
          notifySuccess(answer.message);
        } else {
          // Nothing delivers it here: say it waits, and put the WhatsApp link to that number first.
          setQueued({ message: answer.message, whatsappLink: answer.whatsappLink });
        }
        form.reset();
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        {queued ? (
          <Alert color="orange" role="status" title={t('Invite queued')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{queued.message}</Text>
              <Button
                component="a"
                href={queued.whatsappLink}
                target="_blank"
                rel="noopener noreferrer"
                color="green"
                leftSection={<IconBrandWhatsapp size={16} />}
              >
                {t('Send on WhatsApp')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            label={t("Friend's phone number")}
            type="tel"
            inputMode="numeric"
            placeholder="98765 43210"
            style={{ flex: 1, minWidth: 0 }}
            {...form.getInputProps('phoneNumber')}
          />
          <Button type="submit" mt={25} loading={mutation.isPending} leftSection={<IconSend size={16} />} color="green">
            {t('Invite')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('Or ')}
          <Anchor
            href={`https://wa.me/?text=${encodeURIComponent(message)}`}
            target="_blank"
            rel="noopener noreferrer"
            inline
          >
            <IconBrandWhatsapp size={14} style={{ verticalAlign: 'middle' }} /> {t('share the invite on WhatsApp')}
          </Anchor>{' '}
          {t('yourself.')}
        </Text>
      </Stack>
    </form>
  );
}
