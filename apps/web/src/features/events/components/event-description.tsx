import { Fragment } from 'react';
import { Stack, Text } from '@mantine/core';

/** Paragraphs of plain text: blank lines part paragraphs, single line breaks stay as breaks. */
export function paragraphsOf(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.split('\n').map((line) => line.trim()))
    .map((lines) => lines.filter((line, index) => line || (index > 0 && index < lines.length - 1)))
    .filter((lines) => lines.some(Boolean));
}

/** The description as React text nodes (never as HTML), so markup in it shows as typed. */
export function EventDescription({ text }: { text: string }) {
  return (
    <Stack gap="sm">
      {paragraphsOf(text).map((lines, index) => (
        <Text key={index} style={{ overflowWrap: 'anywhere' }}>
          {lines.map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </Text>
      ))}
    </Stack>
  );
}
