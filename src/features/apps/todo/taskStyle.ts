import type { TaskTag } from '@/mock/types/todo';

export const TAG_COLORS: Record<TaskTag, 'primary' | 'success' | 'warning' | 'error' | 'info'> = {
  team: 'primary',
  low: 'success',
  medium: 'warning',
  high: 'error',
  update: 'info',
};
