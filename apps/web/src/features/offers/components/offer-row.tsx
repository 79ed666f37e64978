import { Group, Menu, Text } from '@mantine/core';
import { IconCalendarRepeat, IconLock, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OFFER_TRANSITIONS, type Offer } from '@fairhub/shared/offers';
import type { Language } from '@fairhub/shared/constants';
import { PanelListRow } from '../../../components/panel/panel-list-row.tsx';
import { PanelRowMenu } from '../../../components/panel/panel-row-menu.tsx';
import { fromNow } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { OfferKindIcon } from './offer-kind-icon.tsx';
import { OfferStatusBadge } from './offer-status-badge.tsx';
import { formatValidUntil } from './valid-until.ts';

interface OfferRowProps {
  offer: Offer;
  onPublish: (offer: Offer) => void;
  onClose: (offer: Offer) => void;
  onDelete: (offer: Offer) => void;
  /** The time the list was shown at (ms), to tell an end date that has passed. */
  now: number;
}

/** At most this many target countries are named in a row; the rest are counted. */
const NAMED_COUNTRIES = 3;

/**
 * One offer in the panel's list: kind, title (to its form), status, where and until when it runs,
 * last change, and the status changes it allows.
 */
export function OfferRow({ offer, onPublish, onClose, onDelete, now }: OfferRowProps) {
  const { t, i18n } = useTranslation('offers');
  const language = i18n.language as Language;
  const formPath = paths['panel_offer-form'](offer.uid);
  const allowed = OFFER_TRANSITIONS[offer.status];
  // An offer whose end date has passed (expired, or a draft left too long) needs a new one before it
  // can run: that is done in its form.
  const ended = offer.validUntil !== null && Date.parse(offer.validUntil) <= now;
  const canPublishHere = allowed.includes('active') && !ended;
  const names = offer.targetCountries.map((country) => country.name);
  const where =
    names.length === 0
      ? t('list.anywhere')
      : names.length > NAMED_COUNTRIES
        ? t('list.countriesMore', { names: names.slice(0, NAMED_COUNTRIES).join(', '), count: names.length - NAMED_COUNTRIES })
        : names.join(', ');

  return (
    <PanelListRow
      testId="offer-row"
      media={<OfferKindIcon kind={offer.kind} />}
      align="flex-start"
      overline={
        <Text size="xs" fw={700} tt="uppercase" c="gray.7" style={{ letterSpacing: 0.4 }}>
          {t(`kind.${offer.kind}`)}
        </Text>
      }
      title={offer.title}
      to={formPath}
      menu={
        <PanelRowMenu
          label={t('list.actionsFor', { title: offer.title })}
          editTo={formPath}
          editLabel={t('list.edit')}
          deleteLabel={t('actions.delete')}
          onDelete={() => onDelete(offer)}
        >
          {canPublishHere ? (
            <Menu.Item leftSection={<IconSend size={16} aria-hidden />} onClick={() => onPublish(offer)}>
              {t('actions.publish')}
            </Menu.Item>
          ) : null}
          {allowed.includes('active') && ended ? (
            <Menu.Item component={Link} to={formPath} leftSection={<IconCalendarRepeat size={16} aria-hidden />}>
              {t('actions.renew')}
            </Menu.Item>
          ) : null}
          {allowed.includes('closed') ? (
            <Menu.Item leftSection={<IconLock size={16} aria-hidden />} onClick={() => onClose(offer)}>
              {t('actions.close')}
            </Menu.Item>
          ) : null}
        </PanelRowMenu>
      }
    >
      <Group gap="xs" style={{ rowGap: 4 }}>
        <OfferStatusBadge status={offer.status} />
        <Text size="sm">
          {offer.validUntil ? t(ended ? 'list.endedOn' : 'list.validUntil', { date: formatValidUntil(offer.validUntil, language) }) : t('list.noEnd')}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {where} · {t('list.updated', { when: fromNow(offer.updatedAt, language) })}
      </Text>
    </PanelListRow>
  );
}
