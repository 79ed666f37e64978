import type { CodeTreeNode } from '@fairhub/shared/codes';

/**
 * The NACE code shapes (section "C", division "25", group "25.1", class "25.11"). Written here
 * rather than imported from the shared package, whose module builds zod schemas on load.
 */
const CODE_PATTERN = /^(?:[A-U]|\d{2}(?:\.\d{1,2})?)$/;

export function isCodeLike(value: string): boolean {
  return CODE_PATTERN.test(value);
}

/** `?open=C,25` → ['C', '25']: valid codes only, each once, in the order given. */
export function parseOpen(value: string | null): string[] {
  if (!value) return [];
  const codes = value
    .split(',')
    .map((part) => part.trim().toUpperCase())
    .filter(isCodeLike);
  return [...new Set(codes)];
}

export function formatOpen(codes: readonly string[]): string | null {
  return codes.length ? codes.join(',') : null;
}

/**
 * The codes above a code, section first: class "25.11" in section C → ['C', '25', '25.1'].
 * Derived from the code's shape, so a search hit can point into the tree without loading it.
 */
export function ancestorCodes(code: string, section: string): string[] {
  if (/^[A-U]$/.test(code)) return [];
  const division = code.slice(0, 2);
  const result = [section];
  if (code.length > 2) result.push(division);
  if (code.length > 4) result.push(code.slice(0, 4));
  return result;
}

function subtreeCodes(node: CodeTreeNode, into: Set<string>): Set<string> {
  into.add(node.code);
  for (const child of node.children) subtreeCodes(child, into);
  return into;
}

/** Every node of the tree by its code. */
export function indexTree(nodes: readonly CodeTreeNode[], into = new Map<string, CodeTreeNode>()): Map<string, CodeTreeNode> {
  for (const node of nodes) {
    into.set(node.code, node);
    indexTree(node.children, into);
  }
  return into;
}

/**
 * Opens a closed node, or closes an open one together with everything open below it (so a closed
 * section does not keep its divisions in the address).
 */
export function toggleOpen(open: readonly string[], node: CodeTreeNode): string[] {
  if (!open.includes(node.code)) return [...open, node.code];
  const closing = subtreeCodes(node, new Set());
  return open.filter((code) => !closing.has(code));
}

/** Lower case without diacritics ("Łódź" → "lodz"), for matching what was typed. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
}

/**
 * Whether a node matches the filter text: a code prefix ("25.1", "251", "c"), or every typed word
 * found in the name (without diacritics, so "zywnosc" finds "żywność").
 */
export function matchesFilter(node: Pick<CodeTreeNode, 'code' | 'name'>, filter: string): boolean {
  const folded = foldText(filter.trim());
  if (!folded) return true;
  const compact = folded.replace(/[\s.]/g, '');
  if (compact && node.code.toLowerCase().replace('.', '').startsWith(compact)) return true;
  const name = foldText(node.name);
  return folded.split(/\s+/).every((word) => name.includes(word));
}

export interface FilteredTree {
  nodes: CodeTreeNode[];
  /** How many nodes match the text themselves (ancestors shown only for context do not count). */
  matches: number;
  /** The codes that match, to tell them apart from the ancestors shown around them. */
  matched: Set<string>;
}

/** The tree narrowed to the nodes that match and the nodes above them. */
export function filterTree(nodes: readonly CodeTreeNode[], filter: string): FilteredTree {
  const matched = new Set<string>();
  const walk = (level: readonly CodeTreeNode[]): CodeTreeNode[] =>
    level.flatMap((node) => {
      const children = walk(node.children);
      const self = matchesFilter(node, filter);
      if (self) matched.add(node.code);
      return self || children.length ? [{ ...node, children }] : [];
    });
  const result = walk(nodes);
  return { nodes: result, matches: matched.size, matched };
}
