import { useCallback, useState, type ReactNode } from 'react';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import {
  closestCenter,
  closestCorners,
  DndContext,
  useDroppable,
  type DragEndEvent,
  type DragOverEvent,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { DemoCard } from '../../shared/DemoCard';
import { DemoGrid } from '../../shared/DemoGrid';
import { sampleArt } from '../../shared/sampleArt';
import { useScopedTranslate } from '../../shared/useScopedTranslate';
import { findList, moveIndex, moveItem, type Board } from './board';
import { SortableRow } from './SortableRow';
import { useDndSetup } from './useDndSetup';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';

const TASKS = ['plan', 'design', 'build', 'test', 'release'];
const PHOTOS = ['p0', 'p1', 'p2', 'p3', 'p4', 'p5'];
const INITIAL_BOARD: Board = {
  backlog: ['invoices', 'newsletter', 'onboarding', 'security'],
  done: ['logo', 'pricing'],
};

function SortableList() {
  const t = useScopedTranslate('showcaseExtensions.dragDrop');
  const translate = useT();
  const [items, setItems] = useState(TASKS);
  const nameOf = useCallback(
    (id: string) => translate(dynamicKey(`showcaseExtensions.dragDrop.tasks.${id}`)),
    [translate],
  );
  const { sensors, accessibility } = useDndSetup(nameOf);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id)
      setItems(moveIndex(items, items.indexOf(String(active.id)), items.indexOf(String(over.id))));
  };
  return (
    <Stack spacing={1}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={accessibility}
      >
        <SortableContext items={items} strategy={verticalListSortingStrategy}>
          <Box role="list" aria-label={t('list.label')} data-testid="sortable-list">
            {items.map((id, index) => (
              <Box role="listitem" key={id}>
                <SortableRow id={id} handleLabel={t('handle', { item: nameOf(id) })}>
                  <Stack direction="row" spacing={1} alignItems="center">
                    <Chip size="small" label={index + 1} color="primary" variant="outlined" />
                    <Typography>{nameOf(id)}</Typography>
                  </Stack>
                </SortableRow>
              </Box>
            ))}
          </Box>
        </SortableContext>
      </DndContext>
      <Typography variant="body2" color="text.secondary" data-testid="sortable-order" aria-live="polite">
        {t('list.order', { order: items.map(nameOf).join(', ') })}
      </Typography>
      <div>
        <Button size="small" disabled={items.join() === TASKS.join()} onClick={() => setItems(TASKS)}>
          {t('reset')}
        </Button>
      </div>
    </Stack>
  );
}

function SortableGrid() {
  const t = useScopedTranslate('showcaseExtensions.dragDrop');
  const [items, setItems] = useState(PHOTOS);
  const nameOf = useCallback((id: string) => t('grid.photo', { n: Number(id.slice(1)) + 1 }), [t]);
  const { sensors, accessibility } = useDndSetup(nameOf);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id)
      setItems(moveIndex(items, items.indexOf(String(active.id)), items.indexOf(String(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={items} strategy={rectSortingStrategy}>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1 }}>
          {items.map((id) => (
            <SortableRow key={id} id={id} handleLabel={t('handle', { item: nameOf(id) })}>
              <Box
                component="img"
                src={sampleArt(Number(id.slice(1)), 160, 100)}
                alt={nameOf(id)}
                draggable={false}
                sx={{ width: '100%', display: 'block', borderRadius: 1 }}
              />
            </SortableRow>
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

function DroppableList({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      data-list-id={id}
      sx={{
        flex: 1,
        p: 1.5,
        minHeight: 220,
        bgcolor: isOver ? 'action.hover' : 'background.default',
        transition: 'background-color .2s',
      }}
    >
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
        <Typography variant="subtitle2" component="h4">
          {title}
        </Typography>
        <Chip size="small" label={count} />
      </Stack>
      {children}
    </Paper>
  );
}

function TwoLists() {
  const t = useScopedTranslate('showcaseExtensions.dragDrop');
  const translate = useT();
  const [board, setBoard] = useState(INITIAL_BOARD);
  const nameOf = useCallback(
    (id: string) =>
      translate(dynamicKey(`showcaseExtensions.dragDrop.${id in INITIAL_BOARD ? 'lists' : 'cards'}.${id}`)),
    [translate],
  );
  const { sensors, accessibility } = useDndSetup(nameOf);
  const onDragOver = ({ active, over }: DragOverEvent) => {
    // Crossing into another list happens while dragging, so the card makes room there; reordering waits for the drop.
    if (over)
      setBoard((current) =>
        findList(current, String(active.id)) !== findList(current, String(over.id))
          ? moveItem(current, String(active.id), String(over.id))
          : current,
      );
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) setBoard((current) => moveItem(current, String(active.id), String(over.id)));
  };
  return (
    <Stack spacing={1}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        accessibility={accessibility}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {Object.entries(board).map(([list, ids]) => (
            <DroppableList key={list} id={list} title={nameOf(list)} count={ids.length}>
              <SortableContext id={list} items={ids} strategy={verticalListSortingStrategy}>
                <Box role="list" aria-label={nameOf(list)} data-testid={`list-${list}`} sx={{ minHeight: 40 }}>
                  {ids.map((id) => (
                    <Box role="listitem" key={id}>
                      <SortableRow id={id} handleLabel={t('handle', { item: nameOf(id) })}>
                        <Typography variant="body2">{nameOf(id)}</Typography>
                      </SortableRow>
                    </Box>
                  ))}
                  {!ids.length && (
                    <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
                      {t('lists.empty')}
                    </Typography>
                  )}
                </Box>
              </SortableContext>
            </DroppableList>
          ))}
        </Stack>
      </DndContext>
      <div>
        <Button size="small" disabled={board === INITIAL_BOARD} onClick={() => setBoard(INITIAL_BOARD)}>
          {t('reset')}
        </Button>
      </div>
    </Stack>
  );
}

export default function DragDropShowcase() {
  const t = useScopedTranslate('showcaseExtensions.dragDrop');
  return (
    <DemoGrid>
      <DemoCard
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        code={
          '<DndContext sensors={sensors} onDragEnd={({ active, over }) => …}>\n  <SortableContext items={ids} strategy={verticalListSortingStrategy}>\n    {ids.map((id) => <SortableRow key={id} id={id} />)}\n  </SortableContext>\n</DndContext>'
        }
      >
        <SortableList />
      </DemoCard>
      <DemoCard
        title={t('lists.title')}
        subtitle={t('lists.subtitle')}
        code={
          '// onDragOver moves the item into the list it hovers; onDragEnd settles its place\nsetBoard((board) => moveItem(board, active.id, over.id));'
        }
      >
        <TwoLists />
      </DemoCard>
      <DemoCard
        title={t('grid.title')}
        subtitle={t('grid.subtitle')}
        code={'<SortableContext items={ids} strategy={rectSortingStrategy}>'}
      >
        <SortableGrid />
      </DemoCard>
    </DemoGrid>
  );
}
