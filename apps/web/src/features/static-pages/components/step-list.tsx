import { Box, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { SECONDARY_TEXT } from './colors.ts';

export interface StepItem {
  key: string;
  title: string;
  text: string;
}

/** An ordered list of steps, each with a number badge, an h3 title and a text. */
export function StepList({ steps }: { steps: StepItem[] }) {
  return (
    <Stack component="ol" gap="lg" p={0} m={0} style={{ listStyle: 'none' }}>
      {steps.map((step, index) => (
        <Box component="li" key={step.key}>
          <Group align="flex-start" wrap="nowrap" gap="md">
            <ThemeIcon size={36} radius="xl" color="blue.8" aria-hidden="true" style={{ flexShrink: 0 }}>
              <Text component="span" fw={700} c="white">
                {index + 1}
              </Text>
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={3} fz="lg">
                {step.title}
              </Title>
              <Text fz="sm" c={SECONDARY_TEXT}>
                {step.text}
              </Text>
            </Stack>
          </Group>
        </Box>
      ))}
    </Stack>
  );
}
