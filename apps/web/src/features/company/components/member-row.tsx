import { Avatar, Badge, Box, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CompanyRole } from '@fairhub/shared/profile';
import type { Member } from '@fairhub/shared/team';
import { RoleBadge } from './role-badge.tsx';
import { mayManageMember, rolesCallerMayGive } from './team-rules.ts';

interface MemberRowProps {
  member: Member;
  callerRole: CompanyRole;
  onRoleChange: (member: Member, role: CompanyRole) => void;
  onRemove: (member: Member) => void;
}

export const memberName = (member: Pick<Member, 'firstName' | 'lastName'>) => `${member.firstName} ${member.lastName}`.trim();

/** One person of the team: avatar, names, e-mail, role; the role select and "Remove" only where allowed. */
export function MemberRow({ member, callerRole, onRoleChange, onRemove }: MemberRowProps) {
  const { t } = useTranslation('company');
  const name = memberName(member);
  const manageable = mayManageMember(callerRole, member);
  const roleOptions = rolesCallerMayGive(callerRole).map((role) => ({ value: role, label: t(`roles.${role}`) }));

  return (
    <Group justify="space-between" align="center" gap="sm" py="sm" wrap="wrap">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 240px' }}>
        <Avatar src={member.avatar?.url} name={name} color="initials" radius="xl" alt="" />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            {member.isYou ? (
              <Badge size="sm" variant="outline" color="gray.7" radius="sm">
                {t('team.you')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {member.jobTitle ? `${member.jobTitle} · ${member.email}` : member.email}
          </Text>
        </Stack>
      </Group>
      {manageable ? (
        <Group gap="xs" wrap="wrap">
          <Select
            aria-label={t('team.roleOf', { name })}
            data={roleOptions}
            value={member.role}
            allowDeselect={false}
            onChange={(role) => {
              if (role && role !== member.role) onRoleChange(member, role as CompanyRole);
            }}
            w={190}
            size="sm"
            comboboxProps={{ withinPortal: false }}
          />
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            size="sm"
            px="xs"
            leftSection={<IconUserMinus size={16} aria-hidden />}
            aria-label={t('team.removeNamed', { name })}
            onClick={() => onRemove(member)}
          >
            {t('team.remove')}
          </Button>
        </Group>
      ) : (
        <Box ml="auto">
          <RoleBadge role={member.role} />
        </Box>
      )}
    </Group>
  );
}
