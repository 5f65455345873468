import { Card, Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow card the sign-in, register and change-password forms sit in. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Center py={{ base: 'xs', sm: 'xl' }}>
      <Card withBorder shadow="sm" padding="lg" w="100%" maw={460}>
        <Stack gap={4} mb="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {subtitle ? (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Card>
    </Center>
  );
}
