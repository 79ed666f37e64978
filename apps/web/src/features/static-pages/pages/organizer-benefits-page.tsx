import { BenefitsPage } from '../components/benefits-page.tsx';

const BENEFITS = ['publish', 'registration', 'meetings', 'discovery', 'statistics', 'team'] as const;
const STEPS = ['setup', 'venue', 'draft', 'publish', 'run'] as const;

export function OrganizerBenefitsPage() {
  return <BenefitsPage audience="organizers" benefits={BENEFITS} stepsKey="lifecycle" steps={STEPS} />;
}
