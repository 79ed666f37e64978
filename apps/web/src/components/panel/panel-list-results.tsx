import { useRef } from 'react';
import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResultPager } from '../catalogue/result-pager.tsx';
import { PanelListItems, type PanelListEmptyTexts, type PanelListItemsProps } from './panel-list-items.tsx';
import { numberFormat } from '../../lib/intl-formats.ts';

export interface PanelListTexts extends PanelListEmptyTexts {
  /** The section's heading, for screen readers ("Your products"). */
  heading: string;
  /** "3 products": the number, and the same number written for the page's language. */
  count: (count: number, formatted: string) => string;
}

interface PanelListResultsProps<T extends { uid: string }> extends Omit<PanelListItemsProps<T>, 'texts' | 'onFirstPage' | 'testId'> {
  /** Names the section and the list: `products` → heading `products-results-heading`, list `products-list`. */
  name: string;
  texts: PanelListTexts;
  /** The page shown (from 1), as the URL says. */
  page: number;
  /** Shows another page (the section then scrolls into view). */
  onPageChange: (page: number) => void;
}

/**
 * The results of a panel list: a hidden heading, the count (announced as it changes), the rows or
 * the state in their place, and the pages under them.
 */
export function PanelListResults<T extends { uid: string }>({ name, texts, page, onPageChange, ...items }: PanelListResultsProps<T>) {
  const { i18n } = useTranslation();
  const sectionRef = useRef<HTMLElement>(null);
  const headingId = `${name}-results-heading`;
  const data = items.query.data;

  const changePage = (next: number) => {
    onPageChange(next);
    sectionRef.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <Box component="section" aria-labelledby={headingId} ref={sectionRef} style={{ scrollMarginTop: 80 }}>
      <h2 id={headingId} className="sr-only">
        {texts.heading}
      </h2>
      <Text role="status" fw={600} mih={24} mb="sm">
        {data && data.total > 0 ? texts.count(data.total, numberFormat(i18n.language).format(data.total)) : null}
      </Text>
      <PanelListItems {...items} texts={texts} testId={`${name}-list`} onFirstPage={() => changePage(1)} />
      {data && data.items.length > 0 ? <ResultPager page={page} perPage={data.perPage} total={data.total} onChange={changePage} /> : null}
    </Box>
  );
}
