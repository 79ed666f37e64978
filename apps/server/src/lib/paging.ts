/** The offset of a 1-based page. */
export const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;
