import type { RouteObject } from 'react-router';
import type { CodeTreeNode } from '@fairhub/shared/codes';
import enCommon from '../../locales/en/common.json';
import plCommon from '../../locales/pl/common.json';
import enCodes from '../../locales/en/codes.json';
import plCodes from '../../locales/pl/codes.json';
import { renderRoutes as renderTestRoutes, type TestResources } from '../../lib/test-render.tsx';

const CODES_RESOURCES: TestResources = { en: { common: enCommon, codes: enCodes }, pl: { common: plCommon, codes: plCodes } };

/** `renderRoutes` of lib/test-render.tsx with the `codes` namespace besides `common`. */
export function renderRoutes(routes: RouteObject[], { url = '/', language = 'en' as 'en' | 'pl', resources = CODES_RESOURCES } = {}) {
  return renderTestRoutes(routes, { url, language, resources });
}

/** The router's current address, path and query. */
export const currentUrl = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

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
