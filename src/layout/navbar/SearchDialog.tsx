import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import {
  Dialog,
  IconButton,
  InputAdornment,
  List,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { HintTooltip } from '../HintTooltip';
import SearchIcon from '@mui/icons-material/Search';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useNavigate } from 'react-router-dom';
import type { Translate } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { useSearchItems, type SearchItem } from '@/routes/menu';
import { toggleBookmark, useLayoutSettings } from '../settings';

const MAX_RESULTS = 12;

export function filterSearchItems(items: SearchItem[], query: string, translate: Translate): SearchItem[] {
  const q = query.trim().toLowerCase();
  if (!q) return items.slice(0, MAX_RESULTS);
  return items
    .filter((item) => translate(item.title).toLowerCase().includes(q) || item.path.toLowerCase().includes(q))
    .slice(0, MAX_RESULTS);
}

/** Search across every page the user may open: Ctrl+K or "/" opens it, arrows move, Enter opens. */
export function SearchDialog() {
  const translate = useT();
  const navigate = useNavigate();
  const items = useSearchItems();
  const { bookmarks } = useLayoutSettings();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const results = useMemo(() => filterSearchItems(items, query, translate), [items, query, translate]);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
      if ((event.key === 'k' && (event.ctrlKey || event.metaKey)) || (event.key === '/' && !typing)) {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const close = () => {
    setOpen(false);
    setQuery('');
    setActive(0);
  };
  const go = (item: SearchItem | undefined) => {
    if (!item) return;
    close();
    navigate(item.path);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => Math.min(i + 1, results.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(results[active]);
    }
  };

  return (
    <>
      <HintTooltip title={translate('app.navbar.searchHint', { shortcut: 'Ctrl+K' })}>
        <IconButton color="inherit" aria-label={translate('app.navbar.search')} onClick={() => setOpen(true)}>
          <SearchIcon />
        </IconButton>
      </HintTooltip>
      <Dialog
        open={open}
        onClose={close}
        fullWidth
        maxWidth="sm"
        slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: 8 } } }}
      >
        <TextField
          autoFocus
          fullWidth
          placeholder={translate('app.navbar.searchPlaceholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          slotProps={{
            htmlInput: {
              'aria-label': translate('app.navbar.search'),
              role: 'combobox',
              'aria-expanded': true,
              'aria-controls': 'page-search-results',
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
          sx={{ p: 1 }}
        />
        <List id="page-search-results" role="listbox" dense sx={{ maxHeight: 420, overflow: 'auto' }}>
          {results.map((item, index) => {
            const starred = bookmarks.includes(item.path);
            return (
              <ListItemButton
                key={item.path}
                role="option"
                aria-selected={index === active}
                selected={index === active}
                onMouseEnter={() => setActive(index)}
                onClick={() => go(item)}
              >
                <ListItemText primary={translate(item.title)} secondary={item.path} />
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={translate(starred ? 'app.navbar.removeBookmark' : 'app.navbar.addBookmark')}
                  onClick={(event) => {
                    event.stopPropagation();
                    toggleBookmark(item.path);
                  }}
                >
                  {starred ? <StarIcon fontSize="small" color="warning" /> : <StarBorderIcon fontSize="small" />}
                </IconButton>
              </ListItemButton>
            );
          })}
          {results.length === 0 && (
            <Typography sx={{ p: 2 }} color="text.secondary">
              {translate('app.navbar.noResults', { query })}
            </Typography>
          )}
        </List>
      </Dialog>
    </>
  );
}
