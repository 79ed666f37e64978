// Files marked `// @vitest-environment node` test pure logic: no DOM to stub or clean up, and none of
// the DOM tooling is loaded for them.
if (typeof window !== 'undefined') await import('./src/lib/test-setup-dom.ts');

export {};
