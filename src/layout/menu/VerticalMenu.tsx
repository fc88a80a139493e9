import { useState } from 'react';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import { HintTooltip } from '../HintTooltip';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FolderOpenIcon from '@mui/icons-material/FolderOpenOutlined';
import { Link, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { nestSections, useMenuSections } from '@/routes/menu';
import type { RouteEntry } from '@/routes/types';

export const isActive = (entry: RouteEntry, pathname: string) =>
  pathname === entry.path || pathname.startsWith(`${entry.path}/`);

function MenuLink({ entry, collapsed, nested, onNavigate }: { entry: RouteEntry; collapsed: boolean; nested?: boolean; onNavigate?: () => void }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const Icon = entry.menu!.icon;
  const label = translate(entry.title);
  const button = (
    <ListItemButton component={Link} to={entry.path} onClick={onNavigate} selected={isActive(entry, pathname)}
      sx={{ borderRadius: 1.5, mb: 0.25, minHeight: 40, pl: nested && !collapsed ? 4 : 2 }}>
      <ListItemIcon sx={{ minWidth: 36 }}><Icon fontSize="small" /></ListItemIcon>
      {!collapsed && <ListItemText primary={label} />}
    </ListItemButton>
  );
  return collapsed ? <HintTooltip title={label} placement="right">{button}</HintTooltip> : button;
}

function MenuSection({ label, items, collapsed, onNavigate }: { label: string; items: RouteEntry[]; collapsed: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => items.some((entry) => isActive(entry, pathname)));
  if (collapsed) return <>{items.map((entry) => <MenuLink key={entry.path} entry={entry} collapsed onNavigate={onNavigate} />)}</>;
  return (
    <>
      <ListItemButton onClick={() => setOpen(!open)} aria-expanded={open} sx={{ borderRadius: 1.5, mb: 0.25, minHeight: 40 }}>
        <ListItemIcon sx={{ minWidth: 36 }}><FolderOpenIcon fontSize="small" /></ListItemIcon>
        <ListItemText primary={label} />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        {items.map((entry) => <MenuLink key={entry.path} entry={entry} collapsed={false} nested onNavigate={onNavigate} />)}
      </Collapse>
    </>
  );
}

/** The vertical menu: one collapsible section per group; icons only when the menu is collapsed. */
export function VerticalMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const sections = useMenuSections();
  const translate = useTranslate();
  const [closed, setClosed] = useState<Record<string, boolean>>({});
  return (
    <List component="nav" aria-label="main menu" dense sx={{ px: 1 }}>
      {sections.map(({ group, items }) => {
        const open = collapsed || !closed[group];
        return (
          <li key={group}>
            <ul style={{ padding: 0 }}>
              {!collapsed && (
                <ListSubheader disableSticky sx={{ bgcolor: 'transparent', lineHeight: '32px', px: 1 }}>
                  <ListItemButton dense sx={{ px: 0.5, borderRadius: 1 }} aria-expanded={open}
                    onClick={() => setClosed((c) => ({ ...c, [group]: !c[group] }))}>
                    <ListItemText primary={translate(`app.menu.groups.${group}`)}
                      slotProps={{ primary: { variant: 'overline', color: 'text.secondary' } }} />
                    {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
                  </ListItemButton>
                </ListSubheader>
              )}
              <Collapse in={open} timeout="auto" unmountOnExit>
                {nestSections(items).map((node) =>
                  node.kind === 'item' ? (
                    <MenuLink key={node.entry.path} entry={node.entry} collapsed={collapsed} onNavigate={onNavigate} />
                  ) : (
                    <MenuSection key={node.key} label={translate(node.key)} items={node.items} collapsed={collapsed} onNavigate={onNavigate} />
                  ),
                )}
              </Collapse>
            </ul>
          </li>
        );
      })}
    </List>
  );
}
