import { Box, Container, Text } from '@mantine/core';

export function Footer() {
  return (
    <Box component="footer" py="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg">
        <Text ta="center" size="sm" c="dimmed">
          2025
        </Text>
      </Container>
    </Box>
  );
}
