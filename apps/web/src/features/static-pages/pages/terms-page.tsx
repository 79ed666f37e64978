import { LegalPage } from '../components/legal-page.tsx';
import { STATIC_LINKS } from '../paths.ts';

const SECTIONS = [
  'scope',
  'accounts',
  'companies',
  'content',
  'events',
  'meetings',
  'matchmaking',
  'billing',
  'acceptableUse',
  'availability',
  'liability',
  'termination',
  'changes',
  'law',
  'contact',
] as const;
const WITH_ITEMS = ['companies', 'acceptableUse'] as const;
const RELATED = [
  { to: STATIC_LINKS.policy, labelKey: 'common.readPolicy' },
  { to: STATIC_LINKS.faq, labelKey: 'common.readFaq' },
];

export function TermsPage() {
  return <LegalPage document="terms" sections={SECTIONS} withItems={WITH_ITEMS} related={RELATED} />;
}
