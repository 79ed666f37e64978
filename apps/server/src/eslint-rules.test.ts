import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The project's own lint rules (eslint.config.js) each catch what they are for: every fixture in
 * eslint-fixtures/ must be flagged by the rule its first line names, when linted as the path it
 * names; and every rule of the project's plugin has a fixture. That the real tree breaks none of
 * them is `npm run lint`'s part (`eslint . --max-warnings=0` with the same config, in npm test).
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const FIXTURES = path.join(ROOT, 'eslint-fixtures');
const HEADER = /^\/\/ Must fail: (\S+) — linted as (\S+)$/m;

const fixtures = readdirSync(FIXTURES)
  .filter((name) => /\.tsx?$/.test(name))
  .map((name) => {
    const code = readFileSync(path.join(FIXTURES, name), 'utf8');
    const header = HEADER.exec(code);
    if (!header) throw new Error(`${name}: the first line must say "// Must fail: <rule> — linted as <path>"`);
    return { name, code, rule: header[1]!, lintAs: header[2]! };
  });

const eslint = new ESLint({ cwd: ROOT });
describe('the must-fail fixtures', () => {
  it('cover every rule of the project’s plugin', async () => {
    const config = (await eslint.calculateConfigForFile(path.join(ROOT, 'apps/server/src/app.ts'))) as {
      plugins: Record<string, { rules?: Record<string, unknown> }>;
    };
    const rules = Object.keys(config.plugins.fairhub?.rules ?? {}).map((name) => `fairhub/${name}`);
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of [...rules, 'no-restricted-imports'])
      expect(
        fixtures.map((fixture) => fixture.rule),
        rule,
      ).toContain(rule);
  });

  it.each(fixtures)('$name is flagged by $rule', async ({ code, rule, lintAs }) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, lintAs) });
    const flagged = result!.messages.map((message) => message.ruleId);
    expect(flagged, `${lintAs}: ${JSON.stringify(result!.messages.map((message) => message.message))}`).toContain(rule);
  });
});
