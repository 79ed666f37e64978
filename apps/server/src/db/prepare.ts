/**
 * @deprecated Import prepareDatabase from ../prepare-database.ts, where the entry points compose the
 * preparation steps. This forwarder stays only while cli/cli-context.ts (owned by another change)
 * still imports it from here; it is the one documented exception to the layer rule
 * (eslint.config.js) and goes away with that import.
 */
export { prepareDatabase } from '../prepare-database.ts';
