// Must fail: fairhub/app-boundary — linted as apps/server/src/lib/web-call.ts
import { router } from '../../../web/src/app/router.tsx';

export const routes = router;
