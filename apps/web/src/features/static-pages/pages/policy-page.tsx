import { LegalPage } from '../components/legal-page.tsx';
import { STATIC_LINKS } from '../paths.ts';

const SECTIONS = ['controller', 'data', 'purposes', 'recipients', 'transfers', 'retention', 'rights', 'storage', 'security', 'changes', 'contact'] as const;
const WITH_ITEMS = ['data', 'purposes', 'recipients', 'rights'] as const;
const RELATED = [
  { to: STATIC_LINKS.terms, labelKey: 'common.readTerms' },
  { to: STATIC_LINKS.faq, labelKey: 'common.readFaq' },
];

export function PolicyPage() {
  return <LegalPage document="policy" sections={SECTIONS} withItems={WITH_ITEMS} related={RELATED} />;
}
