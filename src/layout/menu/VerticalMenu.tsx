import { useId, useState, type MouseEvent } from 'react';
import { Badge, Box, Collapse, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { HintTooltip } from '../HintTooltip';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FolderOpenIcon from '@mui/icons-material/FolderOpenOutlined';
import { Link, useLocation } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import { nestSections, useMenuSections } from '@/routes/menu';
import type { RouteEntry } from '@/routes/types';
import { focusHeadingOfNextPage } from '../headingFocus';
import { namedWith, NewItemsCount, useNewItems } from './NewItems';

export const isActive = (entry: RouteEntry, pathname: string) =>
  pathname === entry.path || pathname.startsWith(`${entry.path}/`);

const ITEM = { display: 'block' } as const;

function MenuLink({
  entry,
  collapsed,
  nested,
  onNavigate,
}: {
  entry: RouteEntry;
  collapsed: boolean;
  nested?: boolean;
  onNavigate?: () => void;
}) {
  const translate = useT();
  const { pathname } = useLocation();
  const Icon = entry.menu!.icon;
  const label = translate(entry.title);
  const active = isActive(entry, pathname);
  const fresh = useNewItems([entry]);
  const button = (
    // Collapsed, the icon is all that shows: the label is the link's name (the hint is for sighted users only).
    <ListItemButton
      component={Link}
      to={entry.path}
      onClick={(event: MouseEvent) => {
        focusHeadingOfNextPage(event, pathname === entry.path);
        onNavigate?.();
      }}
      selected={active}
      aria-current={active ? 'page' : undefined}
      aria-label={namedWith(label, fresh) ?? (collapsed ? label : undefined)}
      sx={{ borderRadius: 1.5, mb: 0.25, minHeight: 40, pl: nested && !collapsed ? 4 : 2 }}
    >
      <ListItemIcon sx={{ minWidth: 36 }}>
        <Badge color="primary" variant="dot" invisible={!collapsed || !fresh.count}>
          <Icon fontSize="small" />
        </Badge>
      </ListItemIcon>
      {!collapsed && <ListItemText primary={label} />}
      {!collapsed && <NewItemsCount {...fresh} />}
    </ListItemButton>
  );
  return (
    <ListItem disablePadding sx={ITEM}>
      {collapsed ? (
        <HintTooltip title={label} placement="right">
          {button}
        </HintTooltip>
      ) : (
        button
      )}
    </ListItem>
  );
}

function MenuSection({
  label,
  items,
  collapsed,
  onNavigate,
}: {
  label: string;
  items: RouteEntry[];
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const listId = useId();
  const [open, setOpen] = useState(() => items.some((entry) => isActive(entry, pathname)));
  if (collapsed)
    return (
      <>
        {items.map((entry) => (
          <MenuLink key={entry.path} entry={entry} collapsed onNavigate={onNavigate} />
        ))}
      </>
    );
  return (
    <ListItem disablePadding sx={ITEM}>
      <ListItemButton
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={listId}
        sx={{ borderRadius: 1.5, mb: 0.25, minHeight: 40 }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>
          <FolderOpenIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={label} />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding dense>
          {items.map((entry) => (
            <MenuLink key={entry.path} entry={entry} collapsed={false} nested onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

function MenuGroup({
  label,
  items,
  collapsed,
  onNavigate,
}: {
  label: string;
  items: RouteEntry[];
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const translate = useT();
  const listId = useId();
  const [closed, setClosed] = useState(false);
  const open = collapsed || !closed;
  return (
    <ListItem disablePadding sx={ITEM}>
      {!collapsed && (
        <Box sx={{ px: 1, lineHeight: '32px' }}>
          <ListItemButton
            dense
            sx={{ px: 0.5, borderRadius: 1 }}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setClosed(!closed)}
          >
            <ListItemText primary={label} slotProps={{ primary: { variant: 'overline', color: 'text.secondary' } }} />
            {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
          </ListItemButton>
        </Box>
      )}
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding dense>
          {nestSections(items).map((node) =>
            node.kind === 'item' ? (
              <MenuLink key={node.entry.path} entry={node.entry} collapsed={collapsed} onNavigate={onNavigate} />
            ) : (
              <MenuSection
                key={node.key}
                label={translate(node.key)}
                items={node.items}
                collapsed={collapsed}
                onNavigate={onNavigate}
              />
            ),
          )}
        </List>
      </Collapse>
    </ListItem>
  );
}

/**
 * The vertical menu: nav > ul > li, one collapsible group per menu group and a nested list per section; icons only
 * when the menu is collapsed.
 */
export function VerticalMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const sections = useMenuSections();
  const translate = useT();
  return (
    <nav aria-label="main menu">
      <List dense sx={{ px: 1 }}>
        {sections.map(({ group, items }) => (
          <MenuGroup
            key={group}
            label={translate(`app.menu.groups.${group}`)}
            items={items}
            collapsed={collapsed}
            onNavigate={onNavigate}
          />
        ))}
      </List>
    </nav>
  );
}
