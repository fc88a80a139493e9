export const TOAST_POSITIONS = [
  'top-start',
  'top-center',
  'top-end',
  'bottom-start',
  'bottom-center',
  'bottom-end',
] as const;
export type ToastPosition = (typeof TOAST_POSITIONS)[number];
export const TOAST_TYPES = ['default', 'success', 'info', 'warning', 'error'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: number;
  type: ToastType;
  position: ToastPosition;
  title?: string;
  message: string;
  /** Milliseconds before it closes itself; null keeps it until closed. */
  timeout: number | null;
  action?: ToastAction;
  closeButton: boolean;
  progress: boolean;
  pauseOnHover: boolean;
}

/** At most this many toasts per corner; the oldest make room for new ones. */
export const MAX_PER_POSITION = 4;

/** The list with `toast` added (newest first within its position), trimming its position to the maximum. */
export function addToast(list: readonly Toast[], toast: Toast): Toast[] {
  const samePosition = list.filter((item) => item.position === toast.position);
  const dropped = new Set(samePosition.slice(MAX_PER_POSITION - 1).map((item) => item.id));
  return [toast, ...list.filter((item) => !dropped.has(item.id))];
}

export function removeToast(list: readonly Toast[], id: number): Toast[] {
  return list.filter((item) => item.id !== id);
}

export function toastsAt(list: readonly Toast[], position: ToastPosition): Toast[] {
  return list.filter((item) => item.position === position);
}
