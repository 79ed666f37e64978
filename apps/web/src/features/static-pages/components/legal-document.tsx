import { useId } from 'react';
import { Box, Container, List, Stack, Text, Title } from '@mantine/core';

export interface LegalSection {
  key: string;
  title: string;
  paragraphs: string[];
  items?: string[];
}

function LegalSectionBlock({ number, section }: { number: number; section: LegalSection }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} id={headingId} fz={{ base: 20, sm: 24 }}>
          {`${number}. ${section.title}`}
        </Title>
        {section.paragraphs.map((paragraph) => (
          <Text key={paragraph} lh={1.65}>
            {paragraph}
          </Text>
        ))}
        {section.items && section.items.length > 0 ? (
          <List spacing="xs" lh={1.65}>
            {section.items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
    </Box>
  );
}

/** A numbered legal text (terms, privacy policy) in a readable column. */
export function LegalDocument({ sections }: { sections: LegalSection[] }) {
  return (
    <Container size="md" py={{ base: 32, sm: 48 }}>
      <Stack gap="xl">
        {sections.map((section, index) => (
          <LegalSectionBlock key={section.key} number={index + 1} section={section} />
        ))}
      </Stack>
    </Container>
  );
}
