import { useSyncExternalStore } from 'react';
import { Box } from '@mui/material';
import { newItemsIn, subscribeNewItems } from '@/data/newItems';
import { useFormat } from '@/i18n/format';
import { useT } from '@/i18n/useT';
import type { RouteEntry } from '@/routes/types';

/** The area whose list a menu entry opens (a management area's list entry), if any. */
const listedArea = (entry: RouteEntry) =>
  entry.subject && entry.path === `/${entry.subject}` ? entry.subject : undefined;

/**
 * Records colleagues added to the lists these entries open since each was last on screen (src/data/newItems.ts), and
 * the words for a screen reader ("3 new records"; empty when none).
 */
export function useNewItems(entries: readonly RouteEntry[]): { count: number; text: string } {
  const translate = useT();
  const { number } = useFormat();
  const count = useSyncExternalStore(subscribeNewItems, () =>
    entries.reduce((sum, entry) => {
      const area = listedArea(entry);
      return sum + (area ? newItemsIn(area) : 0);
    }, 0),
  );
  return {
    count,
    text: count ? translate('adminKit.live.newItems', { smart_count: count, count: number(count) }) : '',
  };
}

/**
 * The count as a small pill (up to 99+); nothing when there is none. Screen readers hear `text` in the entry's name
 * (`namedWith`), not the pill.
 */
export function NewItemsCount({ count }: { count: number }) {
  const { number } = useFormat();
  if (!count) return null;
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        ml: 1,
        px: 0.75,
        minWidth: 22,
        borderRadius: 11,
        textAlign: 'center',
        typography: 'caption',
        fontWeight: 600,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {number(Math.min(count, 99))}
      {count > 99 && '+'}
    </Box>
  );
}

/** An entry's accessible name with its count: "Companies, 3 new records" (undefined: the label alone, from content). */
export const namedWith = (label: string, { text }: { text: string }) => (text ? `${label}, ${text}` : undefined);
