import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LINK_COLOR, SECONDARY_TEXT } from './colors.ts';

export interface FeatureItem {
  key: string;
  title: string;
  text: string;
  link?: { to: string; label: string };
}

interface FeatureGridProps {
  items: FeatureItem[];
  /** Columns on wide screens; one column on phones, two on tablets. */
  columns?: 2 | 3 | 4;
}

/** Cards with an h3 title and a short text, laid out responsively. */
export function FeatureGrid({ items, columns = 3 }: FeatureGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: columns }} spacing="lg">
      {items.map((item) => (
        <Card key={item.key} withBorder radius="md" padding="lg">
          <Stack gap="xs" h="100%">
            <Title order={3} fz="lg">
              {item.title}
            </Title>
            <Text fz="sm" c={SECONDARY_TEXT} style={{ flexGrow: 1 }}>
              {item.text}
            </Text>
            {item.link ? (
              <Anchor component={Link} to={item.link.to} fw={600} fz="sm" c={LINK_COLOR}>
                {item.link.label}
              </Anchor>
            ) : null}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
