import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, LinearProgress, List, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { visuallyHidden } from '@/admin-kit/visuallyHidden';
import { MIN_SEARCH_CHARS } from '@/contract/search';
import type { Translate } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { useSearchItems } from '@/routes/menu';
import { useAreaLinks } from './areaLinks';
import { optionId, ResultGroup } from './ResultGroup';
import { SearchField } from './SearchField';
import { SearchNotes } from './SearchNotes';
import {
  filterSearchItems,
  MAX_PAGES,
  MAX_PAGES_BESIDE_RECORDS,
  searchGroups,
  type SearchOption,
} from './searchOptions';
import { useRecordHits, type RecordHits } from './useRecordHits';

const LISTBOX = 'navbar-search-results';

interface Props {
  query: string;
  onQueryChange: (query: string) => void;
  onClose: () => void;
  /** Enter was pressed while this loaded: open the first option as soon as there is one. */
  openFirst?: boolean;
}

/**
 * The navbar search's combobox and results (a chunk of its own, ../SearchDialog.tsx): pages, then records grouped by
 * area, each area closed by "see all". The text field keeps the focus; arrows move the active option, Enter opens it.
 */
export default function SearchPanel({ query, onQueryChange, onClose, openFirst = false }: Props) {
  const translate = useT();
  const navigate = useNavigate();
  const items = useSearchItems();
  const links = useAreaLinks();
  const records = useRecordHits(query);
  const searchingRecords = query.trim().length >= MIN_SEARCH_CHARS;
  const groups = useMemo(() => {
    const pages = filterSearchItems(items, query, translate, searchingRecords ? MAX_PAGES_BESIDE_RECORDS : MAX_PAGES);
    return searchGroups(pages, records.hits, records.q, links);
  }, [items, query, translate, searchingRecords, records.hits, records.q, links]);
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  // A new text starts again from the first option.
  const [cursor, setCursor] = useState({ query, index: 0 });
  const active = options.length ? Math.min(cursor.query === query ? cursor.index : 0, options.length - 1) : -1;
  const activeOption = options[active];

  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Taking over from the field shown while this loaded: the caret goes after what was typed meanwhile.
    const field = input.current;
    field?.focus();
    field?.setSelectionRange(field.value.length, field.value.length);
  }, []);
  useEffect(() => {
    if (activeOption) document.getElementById(optionId(activeOption))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOption]);

  const open = (option: SearchOption | undefined) => {
    if (!option) return;
    onClose();
    navigate(option.path);
  };
  const firstPending = useRef(openFirst);
  useEffect(() => {
    // The first option once there is one: a page at once, else the best record once the records came.
    if (!firstPending.current || (!options[0] && records.pending)) return;
    firstPending.current = false;
    if (options[0]) {
      onClose();
      navigate(options[0].path);
    }
  }, [options, records.pending, onClose, navigate]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!options.length) return;
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step) {
      event.preventDefault();
      setCursor({ query, index: (active + step + options.length) % options.length });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(activeOption);
    }
  };

  return (
    <>
      <SearchField
        value={query}
        onChange={onQueryChange}
        onKeyDown={onKeyDown}
        inputRef={input}
        combobox={{
          'aria-controls': LISTBOX,
          'aria-expanded': options.length > 0,
          'aria-activedescendant': activeOption ? optionId(activeOption) : undefined,
        }}
      />
      <Box sx={{ height: 2 }}>{records.pending && <LinearProgress sx={{ height: 2 }} />}</Box>
      <Box role="status" sx={visuallyHidden}>
        {statusText(translate, records, searchingRecords, options.length)}
      </Box>
      <List
        component="div"
        id={LISTBOX}
        role="listbox"
        aria-label={translate('app.navbar.search')}
        dense
        // The list scrolls under the field, which stays in view; each group's heading sticks while its options pass.
        sx={{ maxHeight: 'min(60vh, 480px)', overflow: 'auto', py: 0 }}
      >
        {groups.map((group) => (
          <ResultGroup
            key={group.key}
            group={group}
            links={links}
            activeKey={activeOption?.key}
            onHover={(option) => setCursor({ query, index: options.indexOf(option) })}
            onOpen={open}
          />
        ))}
      </List>
      <SearchNotes records={records} query={query} empty={options.length === 0} />
      <Typography
        variant="caption"
        color="text.secondary"
        aria-hidden
        sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
      >
        {translate('navbarSearch.keys')}
      </Typography>
    </>
  );
}

function statusText(translate: Translate, records: RecordHits, searching: boolean, count: number): string {
  if (records.tooShort) return translate('navbarSearch.minChars', { count: MIN_SEARCH_CHARS });
  if (searching && records.pending) return translate('navbarSearch.searching');
  return translate('navbarSearch.results', { smart_count: count });
}
