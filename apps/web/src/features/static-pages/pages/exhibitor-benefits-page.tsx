import { BenefitsPage } from '../components/benefits-page.tsx';

const BENEFITS = ['profile', 'meetings', 'matchmaking', 'messages', 'team', 'followUp'] as const;
const STEPS = ['account', 'offers', 'event', 'availability', 'meet'] as const;

export function ExhibitorBenefitsPage() {
  return <BenefitsPage audience="exhibitors" benefits={BENEFITS} stepsKey="steps" steps={STEPS} />;
}
