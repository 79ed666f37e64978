// Must fail: fairhub/server-layers — linted as apps/server/src/lib/jobs/job-report.ts
import { jobsCommand } from '../../cli/admin.commands.ts';

export const report = jobsCommand;
