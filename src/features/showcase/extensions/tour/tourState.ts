export type TourOutcome = 'finished' | 'skipped' | null;
export interface TourState {
  active: boolean;
  index: number;
  outcome: TourOutcome;
  skippedAt?: number;
}
export type TourAction = 'start' | 'next' | 'back' | 'skip';

export const TOUR_IDLE: TourState = { active: false, index: 0, outcome: null };

/** Moves a guided tour of `total` steps along: next past the last step finishes it, skip ends it early. */
export function tourReducer(state: TourState, action: TourAction, total: number): TourState {
  switch (action) {
    case 'start':
      return { active: total > 0, index: 0, outcome: null };
    case 'next':
      if (!state.active) return state;
      return state.index + 1 >= total
        ? { active: false, index: state.index, outcome: 'finished' }
        : { ...state, index: state.index + 1 };
    case 'back':
      return state.active ? { ...state, index: Math.max(0, state.index - 1) } : state;
    case 'skip':
      return state.active ? { active: false, index: state.index, outcome: 'skipped', skippedAt: state.index } : state;
  }
}
