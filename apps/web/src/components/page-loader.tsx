import { Center, Loader } from '@mantine/core';
import { t } from '@/i18n';

export function PageLoader({ label }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-label={label ?? t('Loading')}>
      <Loader />
    </Center>
  );
}
