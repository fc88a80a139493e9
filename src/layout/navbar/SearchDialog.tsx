import { lazy, Suspense, useEffect, useState } from 'react';
import { Dialog, IconButton } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { ensureScreenMessages } from '@/i18n/screenMessages';
import { useT } from '@/i18n/useT';
import { ChunkErrorBoundary } from '@/routes/ChunkErrorBoundary';
import { HintTooltip } from '../HintTooltip';
import { SearchField } from './search/SearchField';

// The results (pages, records of every area) load when the search is about to open (a pointer on the button, Ctrl or
// ⌘ pressed), not with the first page; with the admin's strings, which name the records' fields (home does without).
const loadPanel = () =>
  Promise.all([import('./search/SearchPanel'), ensureScreenMessages('admin')]).then(([module]) => module);
const SearchPanel = lazy(loadPanel);
const prefetch = () => void loadPanel().catch(() => undefined);

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * Search across the pages the user may open and the records they may read: Ctrl+K (⌘K) or "/" opens it, arrows move,
 * Enter opens, Escape closes.
 */
export function SearchDialog() {
  const translate = useT();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  // Enter pressed before the results loaded: they open their first option once they are in.
  const [enterEarly, setEnterEarly] = useState(false);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Control' || event.key === 'Meta') prefetch();
      const target = event.target as HTMLElement | null;
      const typing = target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
      if ((event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) || (event.key === '/' && !typing)) {
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
    setEnterEarly(false);
  };

  return (
    <>
      <HintTooltip title={translate('app.navbar.searchHint', { shortcut: isMac() ? '⌘K' : 'Ctrl+K' })}>
        <IconButton
          color="inherit"
          aria-label={translate('app.navbar.search')}
          aria-haspopup="dialog"
          aria-keyshortcuts="Control+K Meta+K"
          onClick={() => setOpen(true)}
          onPointerEnter={prefetch}
          onFocus={prefetch}
        >
          <SearchIcon />
        </IconButton>
      </HintTooltip>
      <Dialog
        open={open}
        onClose={close}
        fullWidth
        maxWidth="sm"
        slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: 8 }, 'aria-label': translate('app.navbar.search') } }}
      >
        <ChunkErrorBoundary resetKey="search">
          <Suspense
            fallback={
              <SearchField
                value={query}
                onChange={setQuery}
                onKeyDown={(event) => event.key === 'Enter' && setEnterEarly(true)}
              />
            }
          >
            <SearchPanel query={query} onQueryChange={setQuery} onClose={close} openFirst={enterEarly} />
          </Suspense>
        </ChunkErrorBoundary>
      </Dialog>
    </>
  );
}
