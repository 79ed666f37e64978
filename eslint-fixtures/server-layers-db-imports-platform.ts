// Must fail: fairhub/server-layers — linted as apps/server/src/db/prepare-steps.ts
import { installJobQueue } from '../lib/jobs/job-queue.ts';

export const steps = [installJobQueue];
