import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  IconButton,
  LinearProgress,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Typography,
} from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useNavigate } from 'react-router-dom';
import { visuallyHidden } from '@/admin-kit/visuallyHidden';
import { MIN_SEARCH_CHARS } from '@/contract/search';
import { ApiError } from '@/data/apiError';
import { areaKey, dynamicKey, type Translate } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { useSearchItems } from '@/routes/menu';
import { toggleBookmark, useLayoutSettings } from '../../settings';
import { useAreaLinks } from './areaLinks';
import { SearchField } from './SearchField';
import {
  filterSearchItems,
  MAX_PAGES,
  MAX_PAGES_BESIDE_RECORDS,
  searchGroups,
  type AreaLinks,
  type SearchGroup,
  type SearchOption,
} from './searchOptions';
import { useRecordHits, type RecordHits } from './useRecordHits';

const LISTBOX = 'navbar-search-results';
const optionId = (option: SearchOption) => `navbar-search-${option.key}`;

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
      <Notes records={records} query={query} empty={options.length === 0} />
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

/**
 * A search field's label, as the lists name their columns (src/admin-kit/labels.ts, which is not imported: it would
 * split into a chunk of its own that the first list then also fetches).
 */
const searchFieldLabel = (translate: Translate, area: string, field: string) =>
  translate(dynamicKey(`resources.${area}.fields.${field}`), {
    _: translate(dynamicKey(`adminKit.fields.${field}`), { _: field }),
  });

function statusText(translate: Translate, records: RecordHits, searching: boolean, count: number): string {
  if (records.tooShort) return translate('navbarSearch.minChars', { count: MIN_SEARCH_CHARS });
  if (searching && records.pending) return translate('navbarSearch.searching');
  return translate('navbarSearch.results', { smart_count: count });
}

interface GroupProps {
  group: SearchGroup;
  links: AreaLinks;
  activeKey: string | undefined;
  onHover: (option: SearchOption) => void;
  onOpen: (option: SearchOption) => void;
}

function ResultGroup({ group, links, activeKey, onHover, onOpen }: GroupProps) {
  const translate = useT();
  const { bookmarks } = useLayoutSettings();
  const labelId = `navbar-search-${group.key}-label`;
  const title = group.area ? translate(areaKey(group.area, 'page.list')) : translate('navbarSearch.pages');
  return (
    <Box role="group" aria-labelledby={labelId}>
      <ListSubheader component="div" id={labelId} role="presentation" sx={{ lineHeight: 2.5 }}>
        {title}
      </ListSubheader>
      {group.options.map((option) => {
        const selected = option.key === activeKey;
        return (
          <ListItemButton
            key={option.key}
            id={optionId(option)}
            component="div"
            role="option"
            tabIndex={-1}
            aria-selected={selected}
            selected={selected}
            // Not onMouseEnter: the list scrolling under a still pointer must not move the active option.
            onMouseMove={() => !selected && onHover(option)}
            onClick={() => onOpen(option)}
          >
            {option.kind === 'screen' && (
              <>
                <ListItemText primary={translate(option.item.title)} secondary={option.path} />
                <BookmarkToggle path={option.path} starred={bookmarks.includes(option.path)} />
              </>
            )}
            {option.kind === 'record' && (
              <>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <DescriptionOutlinedIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={option.hit.label ?? translate('navbarSearch.unnamed', { id: option.hit.id })}
                  secondary={
                    option.hit.matched === links(option.hit.area)?.nameField
                      ? undefined
                      : translate('navbarSearch.matchedIn', {
                          field: searchFieldLabel(translate, option.hit.area, option.hit.matched),
                        })
                  }
                />
              </>
            )}
            {option.kind === 'seeAll' && (
              <>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <ArrowForwardIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={translate('navbarSearch.seeAll', { area: title })}
                  slotProps={{ primary: { color: 'primary' } }}
                />
              </>
            )}
          </ListItemButton>
        );
      })}
    </Box>
  );
}

function BookmarkToggle({ path, starred }: { path: string; starred: boolean }) {
  const translate = useT();
  return (
    <IconButton
      edge="end"
      size="small"
      aria-label={translate(starred ? 'app.navbar.removeBookmark' : 'app.navbar.addBookmark')}
      onClick={(event) => {
        event.stopPropagation();
        toggleBookmark(path);
      }}
    >
      {starred ? <StarIcon fontSize="small" color="warning" /> : <StarBorderIcon fontSize="small" />}
    </IconButton>
  );
}

/** Why records are missing: too little typed, the search failed (with a retry), or nothing matched. */
function Notes({ records, query, empty }: { records: RecordHits; query: string; empty: boolean }) {
  const translate = useT();
  if (records.error) {
    const { error } = records;
    const reason =
      error instanceof ApiError && error.reason
        ? translate(dynamicKey(error.reason), { _: error.reason })
        : error instanceof Error
          ? error.message
          : String(error);
    return (
      <Alert
        severity="error"
        sx={{ mx: 1, mb: 1 }}
        action={
          <Button color="inherit" size="small" onClick={records.retry}>
            {translate('shared.retry')}
          </Button>
        }
      >
        {translate('navbarSearch.failed', { reason })}
      </Alert>
    );
  }
  if (records.tooShort)
    return (
      <Typography sx={{ px: 2, pb: 1 }} color="text.secondary" variant="body2">
        {translate('navbarSearch.minChars', { count: MIN_SEARCH_CHARS })}
      </Typography>
    );
  if (empty && !records.pending)
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {translate('app.navbar.noResults', { query: query.trim() })}
      </Typography>
    );
  return null;
}
