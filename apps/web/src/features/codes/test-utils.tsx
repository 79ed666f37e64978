import type { RouteObject } from 'react-router';
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
