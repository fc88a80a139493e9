import { useMemo } from 'react';
import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useScopedTranslate } from '../../shared/useScopedTranslate';

/** Pointer and keyboard sensors, and screen-reader messages in the interface language (dnd-kit's own are English). */
export function useDndSetup(nameOf: (id: string) => string) {
  const t = useScopedTranslate('showcaseExtensions.dragDrop.a11y');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useMemo(
    (): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } => ({
      screenReaderInstructions: { draggable: t('instructions') },
      announcements: {
        onDragStart: ({ active }) => t('picked', { item: nameOf(String(active.id)) }),
        onDragOver: ({ active, over }) =>
          over ? t('over', { item: nameOf(String(active.id)), target: nameOf(String(over.id)) }) : undefined,
        onDragEnd: ({ active, over }) =>
          over
            ? t('dropped', { item: nameOf(String(active.id)), target: nameOf(String(over.id)) })
            : t('cancelled', { item: nameOf(String(active.id)) }),
        onDragCancel: ({ active }) => t('cancelled', { item: nameOf(String(active.id)) }),
      },
    }),
    [t, nameOf],
  );
  return { sensors, accessibility };
}
