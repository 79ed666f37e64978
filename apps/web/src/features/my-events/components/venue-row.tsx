import { ActionIcon, Anchor, Group, Menu, Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBuildingWarehouse, IconDots, IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyVenue } from '@fairhub/shared/my-venues';
import { publicPaths } from '@fairhub/shared/public-paths';
import classes from './my-events.module.css';
import { venuePlaceLine } from './venue-place.ts';
import { numberFormat } from '../../../lib/intl-formats.ts';

interface VenueRowProps {
  venue: MyVenue;
  /** Admins change and delete venues; members only read them. */
  onEdit?: (venue: MyVenue) => void;
  onDelete?: (venue: MyVenue) => void;
}

/** One venue of the company: photo, name (opens the form for admins), address, capacity, coming events. */
export function VenueRow({ venue, onEdit, onDelete }: VenueRowProps) {
  const { t, i18n } = useTranslation('my-venues');
  const photo = venue.photos[0];
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="venue-row">
      <Group gap="md" wrap="nowrap" align="center">
        {photo ? (
          <img className={classes.cover} src={photo.url} alt="" />
        ) : (
          <ThemeIcon size={64} radius="sm" variant="light" color="gray" aria-hidden>
            <IconBuildingWarehouse size={30} stroke={1.5} />
          </ThemeIcon>
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          {onEdit ? (
            <UnstyledButton onClick={() => onEdit(venue)} fw={600} c="blue.8" style={{ overflowWrap: 'anywhere', textAlign: 'start' }}>
              {venue.name}
            </UnstyledButton>
          ) : (
            <Anchor component={Link} to={publicPaths.venue(venue.uid)} fw={600} c="blue.8" style={{ overflowWrap: 'anywhere' }}>
              {venue.name}
            </Anchor>
          )}
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {venuePlaceLine(venue, i18n.language)}
          </Text>
          <Text size="sm" c="gray.7">
            {[
              venue.capacity ? t('list.capacityValue', { formatted: numberFormat(i18n.language).format(venue.capacity) }) : null,
              t('list.upcoming', { count: venue.upcomingEventCount }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        {onEdit && onDelete ? (
          <Menu position="bottom-end" withinPortal={false} withInitialFocusPlaceholder={false}>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray.8" size="lg" aria-label={t('list.actionsFor', { name: venue.name })}>
                <IconDots size={20} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(venue)}>
                {t('list.edit')}
              </Menu.Item>
              <Menu.Item component={Link} to={publicPaths.venue(venue.uid)} leftSection={<IconExternalLink size={16} aria-hidden />}>
                {t('list.viewPublic')}
              </Menu.Item>
              <Menu.Divider />
              {venue.upcomingEventCount > 0 ? (
                // Refused by the server while coming events use the venue: say why instead of offering it.
                <Menu.Item disabled leftSection={<IconTrash size={16} aria-hidden />}>
                  {t('list.deleteInUse')}
                </Menu.Item>
              ) : (
                <Menu.Item color="red.9" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onDelete(venue)}>
                  {t('list.delete')}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
    </Paper>
  );
}
