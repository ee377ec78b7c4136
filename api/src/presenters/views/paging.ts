// Imports nothing: see README.md.

/** One page of a list answer; `page` is 1-based and `total` counts every match. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
