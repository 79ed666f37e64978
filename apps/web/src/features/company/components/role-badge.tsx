import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyRole } from '@fairhub/shared/profile';

const ROLE_COLORS: Record<CompanyRole, string> = { owner: 'grape', admin: 'blue', member: 'gray' };

/** A person's role in the company. */
export function RoleBadge({ role }: { role: CompanyRole }) {
  const { t } = useTranslation('company');
  return (
    <Badge color={ROLE_COLORS[role]} variant="light" radius="sm" style={{ flexShrink: 0 }}>
      {t(`roles.${role}`)}
    </Badge>
  );
}
