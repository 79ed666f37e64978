import { useState } from 'react';
import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contactListQuerySchema, type Contact, type ContactExportFormat, type ContactPage } from '@fairhub/shared/contacts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { panelListControls } from '../../../components/panel/panel-list-controls.ts';
import { PanelListResults } from '../../../components/panel/panel-list-results.tsx';
import { PanelListToolbar } from '../../../components/panel/panel-list-toolbar.tsx';
import { PanelPage } from '../../../components/panel/panel-page.tsx';
import { useDeleteConfirm } from '../../../components/panel/use-delete-confirm.ts';
import { filterSelect } from '../../../components/panel/toolbar-selects.ts';
import { contactsQueryOptions, downloadContacts, useDeleteContact } from '../../../lib/api/contacts.ts';
import { errorMessageKey } from '../../../lib/problem-messages.ts';
import { notify } from '../../../lib/toasts.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { CONTACT_QUERY_FIXED, CONTACT_SORT_CHOICES, DEFAULT_CONTACT_SORT, isFiltered, type ContactsQuery } from '../components/contact-filters.ts';
import { ContactModal } from '../components/contact-modal.tsx';
import { ContactRow } from '../components/contact-row.tsx';

/** Export as CSV or vCard: the contacts shown (the filters) or all of them. */
function ExportMenu({ filters, filtered, total }: { filters: ContactsQuery; filtered: boolean; total: number }) {
  const { t } = useTranslation('contacts');
  const download = useMutation({
    mutationFn: ({ format, all }: { format: ContactExportFormat; all: boolean }) =>
      downloadContacts(format, all ? { sort: filters.sort } : filters, `contacts.${format}`),
    onError: (error) => void notify.error(`${t('toasts.exportFailed')} ${t(errorMessageKey(error), { ns: 'common' })}`),
  });
  const item = (format: ContactExportFormat, all: boolean) => (
    <Menu.Item key={`${format}-${all}`} onClick={() => download.mutate({ format, all })}>
      {t(`export.${format}${all ? 'All' : 'Shown'}`, { count: total })}
    </Menu.Item>
  );
  return (
    <Menu position="bottom-end" withinPortal={false}>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          rightSection={<IconChevronDown size={16} aria-hidden />}
          loading={download.isPending}
        >
          {t('export.label')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {filtered ? (
          <>
            <Menu.Label>{t('export.shown')}</Menu.Label>
            {item('csv', false)}
            {item('vcf', false)}
            <Menu.Divider />
          </>
        ) : null}
        <Menu.Label>{t('export.all')}</Menu.Label>
        {item('csv', true)}
        {item('vcf', true)}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * /panel/contacts (route `panel_contacts`): the person's own contacts, private to them. Search, tag,
 * sort and page live in the URL; adding and changing happen in a dialog and show at once (undone
 * when the server refuses); export as CSV or vCard, the shown ones or all.
 */
export function ContactsPage() {
  const { t, i18n } = useTranslation('contacts');
  const common = useTranslation().t;
  const [filters, update] = useListQuery(contactListQuerySchema, CONTACT_QUERY_FIXED);
  const controls = panelListControls(filters, update);
  const query = useQuery(contactsQueryOptions(filters, i18n.language));
  const deleteContact = useDeleteContact();
  const [editing, setEditing] = useState<Contact | null | undefined>(undefined);
  const deletion = useDeleteConfirm(deleteContact, (contact: Contact) => t('toasts.deleted', { name: contact.name }));
  const filtered = isFiltered(filters);
  const page = query.data as ContactPage | undefined;
  const knownTags = page?.tags ?? [];
  // A tag in the address that none of the contacts has (any more) still shows as chosen.
  const tagChoices =
    filters.tag && !knownTags.some((tag) => tag.toLocaleLowerCase() === filters.tag!.toLocaleLowerCase()) ? [filters.tag, ...knownTags] : knownTags;
  const chosenTag = filters.tag ? (tagChoices.find((tag) => tag.toLocaleLowerCase() === filters.tag!.toLocaleLowerCase()) ?? filters.tag) : '';

  const newButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)}>
      {t('list.new')}
    </Button>
  );

  return (
    <PanelPage
      title={t('list.title')}
      documentTitle={common('panel.labels.contacts')}
      intro={t('list.intro')}
      actions={
        <Group gap="sm">
          {page && page.total > 0 ? <ExportMenu filters={filters} filtered={filtered} total={page.total} /> : null}
          {newButton}
        </Group>
      }
    >
      <PanelListToolbar
        regionLabel={t('list.searchRegion')}
        search={controls.search({ label: t('list.search'), placeholder: t('list.searchPlaceholder') })}
        selects={[
          filterSelect({
            key: 'tag',
            label: t('list.tag'),
            allLabel: t('list.tagAll'),
            value: chosenTag,
            data: tagChoices.map((tag) => ({ value: tag, label: tag })),
            onChange: (tag) => update({ tag }),
          }),
          controls.sort({ label: t('list.sort'), absent: DEFAULT_CONTACT_SORT, choices: CONTACT_SORT_CHOICES, choiceLabel: (sort) => t(`sort.${sort}`) }),
        ]}
      />

      <PanelListResults
        name="contacts"
        query={query}
        {...controls.paging}
        filtered={filtered}
        emptyAction={newButton}
        texts={{
          heading: t('list.results'),
          count: (count, formatted) => t('list.count', { count, formatted }),
          pastEnd: { title: t('empty.pastEnd', { page: filters.page }), action: t('empty.firstPage') },
          filtered: { title: t('empty.filteredTitle'), hint: t('empty.filteredHint'), action: t('list.clear') },
          empty: { title: t('empty.title'), hint: t('empty.hint'), action: t('list.new') },
        }}
        onClear={() => update({ q: null, tag: null, person: null })}
        renderItem={(contact) => <ContactRow contact={contact} onEdit={setEditing} onDelete={deletion.ask} onTag={(tag) => update({ tag })} />}
      />

      <ContactModal contact={editing} knownTags={knownTags} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        {...deletion.dialog}
        title={t('delete.title')}
        message={t('delete.body', { name: deletion.deleting?.name ?? '' })}
        confirmLabel={t('actions.delete')}
      />
    </PanelPage>
  );
}
