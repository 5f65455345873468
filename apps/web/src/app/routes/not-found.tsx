import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '@/i18n';

export function NotFoundPage() {
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={2}>{t('Page not found')}</Title>
        <Text c="dimmed">{t('The page you are looking for does not exist.')}</Text>
        <Button component={Link} to="/">
          {t('Home')}
        </Button>
      </Stack>
    </Container>
  );
}
