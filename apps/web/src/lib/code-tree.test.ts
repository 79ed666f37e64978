// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ancestorCodes, filterTree, foldText, indexTree, matchesFilter, parseOpen, toggleOpen } from './code-tree.ts';
import { codeInTree, companiesWithCode, eventsWithCode } from './code-links.ts';
import { SAMPLE_TREE } from './code-tree-fixtures.ts';

const index = indexTree(SAMPLE_TREE);

describe('the tree in the address', () => {
  it('reads valid codes once each, in order, ignoring junk', () => {
    expect(parseOpen('C, 25,c,zz,25.1,,999,25')).toEqual(['C', '25', '25.1']);
    expect(parseOpen(null)).toEqual([]);
  });

  it('opens a code, and closing it closes everything open below it', () => {
    expect(toggleOpen(['A'], index.get('C')!)).toEqual(['A', 'C']);
    expect(toggleOpen(['C', 'A', '25'], index.get('C')!)).toEqual(['A']);
    expect(toggleOpen(['C', '25'], index.get('25')!)).toEqual(['C']);
  });

  it('derives the codes above a code from its shape', () => {
    expect(ancestorCodes('C', 'C')).toEqual([]);
    expect(ancestorCodes('25', 'C')).toEqual(['C']);
    expect(ancestorCodes('25.1', 'C')).toEqual(['C', '25']);
    expect(ancestorCodes('25.11', 'C')).toEqual(['C', '25', '25.1']);
    expect(codeInTree('25.11', 'C')).toBe('/codes?open=C,25,25.1');
    expect(codeInTree('25', 'C', true)).toBe('/codes?open=C,25');
    expect(codeInTree('A', 'A')).toBe('/codes');
    expect(companiesWithCode('25.1')).toBe('/organizers?code=25.1');
    expect(eventsWithCode('C')).toBe('/events?code=C');
  });
});

describe('the filter box', () => {
  it('matches code prefixes and words without diacritics', () => {
    expect(foldText('Żywność Łódź')).toBe('zywnosc lodz');
    expect(matchesFilter({ code: '25.1', name: 'x' }, '25.1')).toBe(true);
    expect(matchesFilter({ code: '25.1', name: 'x' }, '251')).toBe(true);
    expect(matchesFilter({ code: '25', name: 'x' }, '25.1')).toBe(false);
    expect(matchesFilter({ code: '10', name: 'Produkcja artykułów spożywczych' }, 'spozywcz')).toBe(true);
    expect(matchesFilter({ code: '10', name: 'Manufacture of food products' }, 'food manufacture')).toBe(true);
    expect(matchesFilter({ code: '10', name: 'Manufacture of food products' }, 'food metal')).toBe(false);
  });

  it('keeps matching nodes and the way to them', () => {
    const result = filterTree(SAMPLE_TREE, 'tanks');
    expect(result.matches).toBe(1);
    expect(result.nodes.map((node) => node.code)).toEqual(['C']);
    expect(result.nodes[0]!.children.map((node) => node.code)).toEqual(['25']);
    expect(result.nodes[0]!.children[0]!.children.map((node) => node.code)).toEqual(['25.2']);
    expect([...result.matched]).toEqual(['25.2']);
    expect(filterTree(SAMPLE_TREE, 'metal').matches).toBe(3);
    expect(filterTree(SAMPLE_TREE, 'nothing like this').nodes).toEqual([]);
  });
});
