import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import {
  Badge,
  Box,
  Button,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  type MenuItemProps,
} from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Link, useLocation } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import { nestSections, useMenuSections } from '@/routes/menu';
import type { RouteEntry } from '@/routes/types';
import { focusHeadingOfNextPage } from '../headingFocus';
import { isActive } from './VerticalMenu';
import { namedWith, NewItemsCount, useNewItems } from './NewItems';

/**
 * One entry of a drop-down, with the count of records colleagues added to the list it opens. MUI's menu list gives
 * its items `autoFocus` and `tabIndex`: they are passed on.
 */
function MenuLink({
  entry,
  onNavigate,
  ...listProps
}: { entry: RouteEntry; onNavigate: (event: MouseEvent) => void } & Pick<MenuItemProps, 'autoFocus' | 'tabIndex'>) {
  const translate = useT();
  const { pathname } = useLocation();
  const Icon = entry.menu!.icon;
  const current = isActive(entry, pathname);
  const fresh = useNewItems([entry]);
  const label = translate(entry.title);
  return (
    <MenuItem
      {...listProps}
      aria-label={namedWith(label, fresh)}
      component={Link}
      to={entry.path}
      selected={current}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
    >
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{label}</ListItemText>
      <NewItemsCount {...fresh} />
    </MenuItem>
  );
}

/**
 * One group's drop-down. Enter and Space (the button's click) and ArrowDown open it on the first item; MUI's menu
 * moves with the arrow keys, and Escape closes it and gives focus back to the button.
 */
function MenuGroup({ label, items }: { label: string; items: RouteEntry[] }) {
  const translate = useT();
  const { pathname } = useLocation();
  const buttonId = useId();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const active = items.some((entry) => isActive(entry, pathname));
  const openOnArrowDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setAnchor(event.currentTarget);
  };
  const fresh = useNewItems(items);
  const link = (entry: RouteEntry) => (
    <MenuLink
      key={entry.path}
      entry={entry}
      onNavigate={(event) => {
        focusHeadingOfNextPage(event, pathname === entry.path);
        setAnchor(null);
      }}
    />
  );
  return (
    <li>
      <Button
        id={buttonId}
        color={active ? 'primary' : 'inherit'}
        variant={active ? 'contained' : 'text'}
        endIcon={<ExpandMore />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        onKeyDown={openOnArrowDown}
        aria-label={namedWith(label, fresh)}
      >
        <Badge color="secondary" variant="dot" invisible={!fresh.count}>
          {label}
        </Badge>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxHeight: 480 } }, list: { 'aria-labelledby': buttonId } }}
      >
        {nestSections(items).flatMap((node) =>
          node.kind === 'item'
            ? [link(node.entry)]
            : // A caption inside the menu, not an item: arrow keys skip it and it holds no list semantics.
              [
                <ListSubheader key={node.key} role="presentation">
                  {translate(node.key)}
                </ListSubheader>,
                ...node.items.map(link),
              ],
        )}
      </Menu>
    </li>
  );
}

/** The horizontal top menu: nav > ul > li, one drop-down per group. */
export function HorizontalMenu() {
  const sections = useMenuSections();
  const translate = useT();
  return (
    <nav aria-label="main menu">
      <Box component="ul" sx={{ display: 'flex', gap: 0.5, px: 2, py: 0.5, m: 0, flexWrap: 'wrap', listStyle: 'none' }}>
        {sections.map(({ group, items }) => (
          <MenuGroup key={group} label={translate(`app.menu.groups.${group}`)} items={items} />
        ))}
      </Box>
    </nav>
  );
}
