import { Badge, Box, Button, Collapse, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';
import { t } from '@/i18n';

type CombinationListProps = {
  title: string;
  combinations: readonly string[];
  /** Canonical combinations currently in the box. */
  selected: ReadonlySet<string>;
  onPick: (combination: string) => void;
  color?: string;
};

/** A collapsible list of combinations; clicking one adds it to (or removes it from) the box. */
export function CombinationList({ title, combinations, selected, onPick, color = 'indigo' }: CombinationListProps) {
  const [opened, { toggle }] = useDisclosure(false);
  const panelId = useId();
  return (
    <Paper withBorder radius="md">
      <UnstyledButton
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={panelId}
        w="100%"
        px="md"
        py="sm"
        style={{ display: 'block' }}
      >
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Text fw={600}>{title}</Text>
            <Badge variant="light" color={color} radius="sm">
              {combinations.length}
            </Badge>
          </Group>
          <IconChevronDown
            size={18}
            aria-hidden
            style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms ease' }}
          />
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened} id={panelId} keepMounted={false}>
        <Box px="md" pb="md">
          {combinations.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('None')}
            </Text>
          ) : (
            <Group gap={6}>
              {combinations.map((combination) => {
                const isSelected = selected.has(combination);
                return (
                  <Button
                    key={combination}
                    size="compact-sm"
                    ff="monospace"
                    variant={isSelected ? 'filled' : 'default'}
                    color={color}
                    aria-pressed={isSelected}
                    onClick={() => onPick(combination)}
                  >
                    {combination}
                  </Button>
                );
              })}
            </Group>
          )}
        </Box>
      </Collapse>
    </Paper>
  );
}
