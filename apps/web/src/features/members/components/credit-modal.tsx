import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { messages } from '@wicket/shared/messages';
import { creditBodySchema, type Member } from '@wicket/shared/schemas/members';
import { useState } from 'react';
import { StrictNumberInput } from '@/components/strict-number-input';
import { st, t } from '@/i18n';
import { formatMoney, fullName } from '@/lib/format';
import { paiseOf } from '@/lib/money';
import { notifySuccess } from '@/lib/notify';
import { type CreditDirection, useMoveCredit } from '../api/member-actions';

type CreditModalProps = {
  /** The member and the direction, or null while closed. */
  target: { member: Member; direction: CreditDirection } | null;
  onClose: () => void;
};

/**
 * The amount's problem, if any: a positive RS amount with at most 2 decimals, and a deduction within the balance.
 * Both sides are compared as integer paise, as money is everywhere else, never as RS floats.
 */
export function creditProblem(amount: number | string, direction: CreditDirection, balance: number): string | null {
  const parsed = creditBodySchema.safeParse({ creditAmount: amount });
  if (!parsed.success) return st(messages.invalidCreditAmount);
  if (direction === 'deduct' && parsed.data.creditAmount > paiseOf(balance))
    return st(messages.deductionExceedsBalance);
  return null;
}

/**
 * Add Credit / Deduct Credit (spec sections 4-5): one amount, checked before sending; while the request is on its
 * way every control is disabled and the modal cannot be closed, so one click moves money once.
 */
export function CreditModal({ target, onClose }: CreditModalProps) {
  const move = useMoveCredit();
  const [amount, setAmount] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const busy = move.isPending;
  const direction = target?.direction ?? 'add';
  const title = direction === 'add' ? 'Add Credit' : 'Deduct Credit';

  const close = () => {
    if (busy) return;
    setAmount('');
    setError(null);
    onClose();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!target || busy) return;
    const problem = creditProblem(amount, direction, target.member.credits);
    setError(problem);
    if (problem) return;
    move.mutate(
      { memberId: target.member._id, direction, creditAmount: Number(amount) },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message || (direction === 'add' ? messages.creditAdded : messages.creditDeducted));
          setAmount('');
          setError(null);
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={title}
      centered
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
    >
      {target ? (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">
              {t('{member} · balance {credits}', {
                member: fullName(target.member),
                credits: formatMoney(target.member.credits),
              })}
            </Text>
            <StrictNumberInput
              label={t('Amount (RS)')}
              required
              data-autofocus
              min={0}
              value={amount}
              onChange={(value) => {
                setAmount(value);
                setError(null);
              }}
              error={error}
              disabled={busy}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close} disabled={busy}>
                {t('Cancel')}
              </Button>
              <Button type="submit" loading={busy} disabled={busy} color={direction === 'add' ? 'green' : 'orange'}>
                {title}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
