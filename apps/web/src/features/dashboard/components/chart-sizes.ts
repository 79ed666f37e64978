/** Sizes shared by the charts and their skeletons (kept out of the charts' chunk). */
export const CHART_SIZES = {
  /** Height of the page-views chart, and of the empty state in its place. */
  pageViewsHeight: 200,
  /** Width and height of a status donut. */
  donut: 128,
} as const;
