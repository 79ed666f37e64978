import { ActionIcon, Anchor, Avatar, Badge, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconDots, IconMail, IconPencil, IconPhone, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@fairhub/shared/contacts';

interface ContactRowProps {
  contact: Contact;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
  /** Filters the list by one of the contact's tags. */
  onTag: (tag: string) => void;
}

/** `tel:` address of a number as typed: its digits and a leading plus. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** One contact of the list, an `<li>`: initials, name (opens the form), company and job title, e-mail, phone, tags, the note's start, and its menu. */
export function ContactRow({ contact, onEdit, onDelete, onTag }: ContactRowProps) {
  const { t } = useTranslation('contacts');
  const pending = contact.uid.startsWith('pending-');
  const work = [contact.jobTitle, contact.company].filter(Boolean).join(' · ');
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="contact-row" aria-busy={pending || undefined}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar name={contact.name} color="initials" radius="xl" aria-hidden="true" visibleFrom="xs" />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component="button" type="button" fw={600} c="blue.8" ta="left" onClick={() => onEdit(contact)} style={{ overflowWrap: 'anywhere' }}>
            {contact.name}
          </Anchor>
          {work ? (
            <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              {work}
            </Text>
          ) : null}
          {contact.email || contact.phone ? (
            <Group gap="md" style={{ rowGap: 2 }}>
              {contact.email ? (
                <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconMail size={16} aria-hidden style={{ flexShrink: 0 }} />
                  <Anchor href={`mailto:${contact.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {contact.email}
                  </Anchor>
                </Group>
              ) : null}
              {contact.phone ? (
                <Group gap={4} wrap="nowrap">
                  <IconPhone size={16} aria-hidden style={{ flexShrink: 0 }} />
                  <Anchor href={telHref(contact.phone)} size="sm">
                    {contact.phone}
                  </Anchor>
                </Group>
              ) : null}
            </Group>
          ) : null}
          {contact.tags.length > 0 ? (
            <Group component="ul" gap={6} aria-label={t('list.tagsOf', { name: contact.name })} p={0} m={0} style={{ listStyle: 'none' }}>
              {contact.tags.map((tag) => (
                <li key={tag}>
                  <Badge
                    component="button"
                    type="button"
                    variant="light"
                    color="indigo"
                    tt="none"
                    style={{ cursor: 'pointer' }}
                    onClick={() => onTag(tag)}
                    title={t('list.filterByTag', { tag })}
                  >
                    {tag}
                  </Badge>
                </li>
              ))}
            </Group>
          ) : null}
          {contact.note ? (
            <Text size="sm" c="gray.7" lineClamp={2} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {contact.note}
            </Text>
          ) : null}
        </Stack>
        <Menu position="bottom-end" withinPortal={false} withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray.8" size="lg" aria-label={t('list.actionsFor', { name: contact.name })} disabled={pending}>
              <IconDots size={20} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(contact)}>
              {t('actions.edit')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red.9" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onDelete(contact)}>
              {t('actions.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
