import { modals } from '@mantine/modals';

type ConfirmOptions = {
  title?: string;
  message: string;
  confirmLabel?: string;
  /** Red confirm button for destructive actions (delete, remove). */
  danger?: boolean;
};

/** Asks before an irreversible action (spec section 5); resolves true on confirm, false on cancel or close. */
export function confirmAction({ title = 'Please confirm', message, confirmLabel = 'Confirm', danger }: ConfirmOptions) {
  return new Promise<boolean>((resolve) => {
    let settled = false;
    const settle = (value: boolean) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title,
      centered: true,
      children: message,
      labels: { confirm: confirmLabel, cancel: 'Cancel' },
      confirmProps: danger ? { color: 'red' } : undefined,
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
