/** The series editor's URL: under /books, the only studio prefix the gateway sends to the studio besides the others of docs/product.md (Screens and routes). */
export const seriesPath = (seriesId: number | string) => `/books/series/${encodeURIComponent(seriesId)}`;
