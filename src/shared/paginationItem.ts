type Ellipsis = 'start-ellipsis' | 'end-ellipsis';

/** MUI's Pagination asks an accessible name of its "…" items too, which are not buttons and show none. */
export const isEllipsis = <T extends string>(type: T): type is Extract<T, Ellipsis> =>
  type === 'start-ellipsis' || type === 'end-ellipsis';
