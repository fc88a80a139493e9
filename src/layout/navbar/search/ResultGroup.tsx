import { Box, IconButton, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { areaKey, dynamicKey, type Translate } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { toggleBookmark, useLayoutSettings } from '../../settings';
import type { AreaLinks, SearchGroup, SearchOption } from './searchOptions';

export const optionId = (option: SearchOption) => `navbar-search-${option.key}`;

/**
 * A search field's label, as the lists name their columns (src/admin-kit/labels.ts, which is not imported: it would
 * split into a chunk of its own that the first list then also fetches).
 */
const searchFieldLabel = (translate: Translate, area: string, field: string) =>
  translate(dynamicKey(`resources.${area}.fields.${field}`), {
    _: translate(dynamicKey(`adminKit.fields.${field}`), { _: field }),
  });

interface Props {
  group: SearchGroup;
  links: AreaLinks;
  activeKey: string | undefined;
  onHover: (option: SearchOption) => void;
  onOpen: (option: SearchOption) => void;
}

/** One group of options: its heading (the pages, or an area's name) and its options. */
export function ResultGroup({ group, links, activeKey, onHover, onOpen }: Props) {
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
