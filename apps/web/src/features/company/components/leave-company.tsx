import { useState } from 'react';
import { Box, Button, Stack, Text, Title } from '@mantine/core';
import { IconLogout2 } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CompanyRole } from '@fairhub/shared/profile';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { notify } from '../../../lib/toasts.ts';
import { useLeaveCompany, useOnlyOwner } from '../api/members.ts';
import { forgetCompany } from '../api/my-company.ts';
import { useProblemSentence } from './use-problem-sentence.ts';

/**
 * "Leave company", for everyone. The only owner learns up front why they cannot (and what to do);
 * after leaving, the session knows there is no company any more and onboarding opens.
 */
export function LeaveCompany({ companyName, callerRole }: { companyName: string; callerRole: CompanyRole }) {
  const { t } = useTranslation('company');
  const sentence = useProblemSentence();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ownUid = useSessionStore((state) => state.user.userData?.uid);
  const onlyOwner = useOnlyOwner(callerRole === 'owner');
  const leave = useLeaveCompany();
  const [asking, setAsking] = useState(false);

  const confirm = async () => {
    setAsking(false);
    if (!ownUid) return;
    try {
      await leave.mutateAsync(ownUid);
    } catch (error) {
      void notify.error(sentence(error));
      return;
    }
    void notify.success(t('leave.done', { company: companyName }));
    await navigate(paths.panel_onboarding);
    forgetCompany(queryClient);
  };

  return (
    <Box component="section" aria-labelledby="leave-company-heading">
      <Stack gap="xs" align="flex-start">
        <Title order={3} fz="lg" id="leave-company-heading">
          {t('leave.title')}
        </Title>
        <Text size="sm" c="dimmed" id="leave-company-why">
          {onlyOwner ? t('leave.onlyOwner') : t('leave.explain', { company: companyName })}
        </Text>
        <Button
          variant="outline"
          color="red.8"
          leftSection={<IconLogout2 size={16} aria-hidden />}
          onClick={() => setAsking(true)}
          loading={leave.isPending}
          disabled={onlyOwner}
          aria-describedby="leave-company-why"
        >
          {t('leave.button')}
        </Button>
      </Stack>
      <ConfirmDialog
        opened={asking}
        title={t('leave.confirmTitle', { company: companyName })}
        message={t('leave.confirmMessage', { company: companyName })}
        confirmLabel={t('leave.button')}
        danger
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </Box>
  );
}
