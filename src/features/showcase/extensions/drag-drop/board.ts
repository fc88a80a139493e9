/** Lists of item ids by list id, for dragging items within and between lists. */
export type Board = Record<string, string[]>;

/** The list holding `id`, or `id` itself when it names a list. */
export function findList(board: Board, id: string): string | undefined {
  if (id in board) return id;
  return Object.keys(board).find((list) => board[list].includes(id));
}

/** A copy of `list` with the item at `from` moved to `to`. */
export function moveIndex<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item);
  return copy;
}

/**
 * Moves `activeId` to where `overId` is: to that item's place, or to the end when `overId` names a list. Works within
 * one list (a reorder) and across lists; returns the same board when nothing changes.
 */
export function moveItem(board: Board, activeId: string, overId: string): Board {
  const from = findList(board, activeId);
  const to = findList(board, overId);
  if (!from || !to || activeId === overId) return board;
  if (from === to) {
    const list = board[from];
    const oldIndex = list.indexOf(activeId);
    const newIndex = overId === to ? list.length - 1 : list.indexOf(overId);
    return oldIndex === newIndex ? board : { ...board, [from]: moveIndex(list, oldIndex, newIndex) };
  }
  const target = [...board[to]];
  target.splice(overId === to ? target.length : target.indexOf(overId), 0, activeId);
  return { ...board, [from]: board[from].filter((id) => id !== activeId), [to]: target };
}
