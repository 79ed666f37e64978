import { Grid, Paper, Skeleton, Stack } from '@mantine/core';

/** Grey blocks in the shape of a panel form (fields on the left, status and buttons on the right) while it loads. */
export function FormSkeleton({ label }: { label: string }) {
  return (
    <Grid gap="lg" role="status" aria-busy="true" aria-label={label}>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Skeleton height={20} width="30%" />
            <Skeleton height={36} />
            <Skeleton height={110} />
            <Skeleton height={36} />
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Skeleton height={20} width="50%" />
            <Skeleton height={64} />
            <Skeleton height={64} />
            <Skeleton height={36} />
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
