import type { CodeTreeNode } from '@fairhub/shared/codes';

/** A code tree node for tests, with its level and parent derived from the code. */
export function codeNode(code: string, name: string, section: string, children: CodeTreeNode[] = []): CodeTreeNode {
  const level = /^[A-U]$/.test(code) ? 1 : code.length === 2 ? 2 : code.length === 4 ? 3 : 4;
  const parentCode = level === 1 ? null : level === 2 ? section : level === 3 ? code.slice(0, 2) : code.slice(0, 4);
  return { code, level, parentCode, section, name, childCount: children.length, children };
}

/** A small tree: two sections, C with divisions 10 and 25 (25 with groups 25.1 and 25.2), A with 01. */
export const SAMPLE_TREE: CodeTreeNode[] = [
  codeNode('A', 'Agriculture, forestry and fishing', 'A', [codeNode('01', 'Crop and animal production', 'A')]),
  codeNode('C', 'Manufacturing', 'C', [
    codeNode('10', 'Manufacture of food products', 'C'),
    codeNode('25', 'Manufacture of fabricated metal products', 'C', [
      codeNode('25.1', 'Manufacture of structural metal products', 'C'),
      codeNode('25.2', 'Manufacture of tanks, reservoirs and containers of metal', 'C'),
    ]),
  ]),
];
