import { BenefitsPage } from '../components/benefits-page.tsx';

const BENEFITS = ['events', 'exhibitors', 'meetings', 'schedule', 'matchmaking', 'contacts'] as const;
const STEPS = ['account', 'event', 'meetings', 'followUp'] as const;

export function VisitorBenefitsPage() {
  return <BenefitsPage audience="visitors" benefits={BENEFITS} stepsKey="steps" steps={STEPS} />;
}
