import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Box, Button, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Link, useLocation } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import { nestSections, useMenuSections } from '@/routes/menu';
import type { RouteEntry } from '@/routes/types';
import { focusHeadingOfNextPage } from '../headingFocus';
import { isActive } from './VerticalMenu';

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
  const link = (entry: RouteEntry) => {
    const Icon = entry.menu!.icon;
    const current = isActive(entry, pathname);
    return (
      <MenuItem
        key={entry.path}
        component={Link}
        to={entry.path}
        selected={current}
        aria-current={current ? 'page' : undefined}
        onClick={(event: MouseEvent) => {
          focusHeadingOfNextPage(event, pathname === entry.path);
          setAnchor(null);
        }}
      >
        <ListItemIcon>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate(entry.title)}</ListItemText>
      </MenuItem>
    );
  };
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
      >
        {label}
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
