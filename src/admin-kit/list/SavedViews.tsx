import { useId, useState, type FormEvent, type MouseEvent } from 'react';
import {
  Box,
  Button as MuiButton,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Popover,
  TextField,
  Typography,
  useTheme,
} from '@mui/material';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import CheckIcon from '@mui/icons-material/Check';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Button, useListContext, useNotify, useStore } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useSessionUser } from '@/auth/session';
import { useT } from '@/i18n/useT';
import { columnsStoreKey, useHiddenColumns } from './chosenColumns';
import { NO_SAVED_VIEWS, savedViewsKey, showsView, viewNameProblem, viewSearch, type SavedView } from './savedViews';

/** The saved views of the signed-in person for `area`, and the list's current view to save or compare. */
function useSavedViews(area: string) {
  const user = useSessionUser();
  const [views, setViews] = useStore<SavedView[]>(savedViewsKey(area, user?.id), NO_SAVED_VIEWS);
  const columnsKey = columnsStoreKey(area);
  const [hidden, setHidden] = useHiddenColumns(area);
  const [ranks, setRanks] = useStore<number[] | undefined>(`${columnsKey}_columnRanks`);
  const { filterValues, displayedFilters, sort, perPage } = useListContext();
  const current = { filter: filterValues, displayedFilters, sort, perPage, hidden, ranks };
  const navigate = useNavigate();
  const pick = (view: SavedView) => {
    setHidden(view.hidden);
    setRanks(view.ranks);
    // The list reads its filters, sort and page size from the address, as a shared link does.
    navigate({ search: viewSearch(view) });
  };
  return { views: Array.isArray(views) ? views : NO_SAVED_VIEWS, setViews, current, pick };
}

/** Names the current view and saves it; refuses an empty name or one already saved. */
function SaveViewForm({ views, onSave }: { views: readonly SavedView[]; onSave: (name: string) => void }) {
  const translate = useT();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<ReturnType<typeof viewNameProblem>>();
  const submit = (event: FormEvent) => {
    // Inside the list's card, not inside the filter form: a submit goes nowhere else.
    event.preventDefault();
    event.stopPropagation();
    const found = viewNameProblem(name, views);
    setProblem(found);
    if (!found) onSave(name.trim());
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', p: 2 }}>
      <TextField
        size="small"
        label={translate('adminKit.list.views.name')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          if (problem) setProblem(viewNameProblem(event.target.value, views));
        }}
        error={Boolean(problem)}
        helperText={problem ? translate(problem, { name: name.trim() }) : undefined}
        required
        slotProps={{ htmlInput: { maxLength: 60 } }}
        sx={{ flex: 1 }}
      />
      <MuiButton type="submit" variant="contained" sx={{ mt: 0.25 }}>
        {translate('adminKit.list.views.save')}
      </MuiButton>
    </Box>
  );
}

/**
 * A list's saved views, per person: pick one to show its filters, sort, page size and columns again; save the
 * current one under a name; delete one. react-admin's SavedQueriesList keeps filters and sort only, in a sidebar.
 */
export function SavedViews({ area }: { area: string }) {
  const translate = useT();
  const notify = useNotify();
  const start = useTheme().direction === 'rtl' ? 'right' : 'left';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const { views, setViews, current, pick } = useSavedViews(area);
  const close = () => setAnchor(null);
  const save = (name: string) => {
    setViews([...views, { name, ...current }]);
    notify('adminKit.list.views.saved', { type: 'success', messageArgs: { name } });
    close();
  };
  const remove = (view: SavedView) => {
    setViews(views.filter((other) => other !== view));
    notify('adminKit.list.views.deleted', { type: 'info', messageArgs: { name: view.name } });
  };
  return (
    <>
      <Button
        label="adminKit.list.views.button"
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        onClick={(event: MouseEvent<HTMLButtonElement>) => setAnchor(event.currentTarget)}
      >
        <BookmarksIcon />
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: start }}
        transformOrigin={{ vertical: 'top', horizontal: start }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 340, maxWidth: '95vw' } } }}
      >
        <Typography id={titleId} variant="subtitle2" component="h2" sx={{ px: 2, pt: 2 }}>
          {translate('adminKit.list.views.title')}
        </Typography>
        {views.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
            {translate('adminKit.list.views.none')}
          </Typography>
        ) : (
          <List dense>
            {views.map((view) => {
              const shown = showsView(view, current);
              return (
                <ListItem
                  key={view.name}
                  disablePadding
                  secondaryAction={
                    <IconButton
                      edge="end"
                      size="small"
                      aria-label={translate('adminKit.list.views.delete', { name: view.name })}
                      onClick={() => remove(view)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  }
                >
                  <ListItemButton
                    selected={shown}
                    aria-current={shown ? 'true' : undefined}
                    onClick={() => {
                      pick(view);
                      close();
                    }}
                  >
                    <ListItemIcon sx={{ minWidth: 32 }}>{shown && <CheckIcon fontSize="small" />}</ListItemIcon>
                    <ListItemText primary={view.name} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
        <Divider />
        <SaveViewForm views={views} onSave={save} />
      </Popover>
    </>
  );
}
