import { Box, IconButton } from '@mui/material';
import { HintTooltip } from '../HintTooltip';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import BookmarkIcon from '@mui/icons-material/BookmarkBorder';
import { Link, useLocation } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import { useSearchItems } from '@/routes/menu';
import { toggleBookmark, useLayoutSettings } from '../settings';

/** Starred pages as icon links, and a star for the current page. Only pages the user may open are shown. */
export function Bookmarks() {
  const translate = useT();
  const { pathname } = useLocation();
  const { bookmarks } = useLayoutSettings();
  const items = useSearchItems();
  const byPath = new Map(items.map((item) => [item.path, item]));
  const current = byPath.get(pathname);
  const starred = bookmarks.includes(pathname);
  return (
    <Box
      component="nav"
      aria-label={translate('app.navbar.bookmarks')}
      sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center' }}
    >
      {bookmarks.map((path) => {
        const item = byPath.get(path);
        if (!item) return null;
        const Icon = item.entry.menu?.icon ?? BookmarkIcon;
        return (
          <HintTooltip key={path} title={translate(item.title)}>
            <IconButton color="inherit" component={Link} to={path} aria-label={translate(item.title)}>
              <Icon fontSize="small" />
            </IconButton>
          </HintTooltip>
        );
      })}
      {current && (
        <HintTooltip title={translate(starred ? 'app.navbar.removeBookmark' : 'app.navbar.addBookmark')}>
          <IconButton
            color="inherit"
            onClick={() => toggleBookmark(pathname)}
            aria-label={translate(starred ? 'app.navbar.removeBookmark' : 'app.navbar.addBookmark')}
          >
            {starred ? <StarIcon fontSize="small" color="warning" /> : <StarBorderIcon fontSize="small" />}
          </IconButton>
        </HintTooltip>
      )}
    </Box>
  );
}
