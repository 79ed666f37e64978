// Must fail: fairhub/server-layers — linted as apps/server/src/plugins/auth-extras.ts
import { findUserById } from '../modules/auth/users.repository.ts';

export const user = findUserById;
