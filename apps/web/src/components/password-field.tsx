import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { t } from '@/i18n';

/** A password input whose show/hide toggle is reachable by keyboard and says what it will do. */
export function PasswordField(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': visible ? t('Hide password') : t('Show password') }}
    />
  );
}
