import { useState, type MouseEvent } from 'react';
import { Box, Button, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Link, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { nestSections, useMenuSections } from '@/routes/menu';
import type { RouteEntry } from '@/routes/types';
import type { MenuGroup } from '@/routes/types';
import { isActive } from './VerticalMenu';

/** The horizontal top menu: one drop-down per group. */
export function HorizontalMenu() {
  const sections = useMenuSections();
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState<{ group: MenuGroup; anchor: HTMLElement } | null>(null);
  return (
    <Box component="nav" aria-label="main menu" sx={{ display: 'flex', gap: 0.5, px: 2, py: 0.5, flexWrap: 'wrap' }}>
      {sections.map(({ group, items }) => {
        const active = items.some((entry) => isActive(entry, pathname));
        return (
          <Box key={group}>
            <Button color={active ? 'primary' : 'inherit'} variant={active ? 'contained' : 'text'} endIcon={<ExpandMore />}
              aria-haspopup="menu" aria-expanded={open?.group === group}
              onClick={(event: MouseEvent<HTMLElement>) => setOpen({ group, anchor: event.currentTarget })}>
              {translate(`app.menu.groups.${group}`)}
            </Button>
            <Menu anchorEl={open?.group === group ? open.anchor : null} open={open?.group === group} onClose={() => setOpen(null)}
              slotProps={{ paper: { sx: { maxHeight: 480 } } }}>
              {nestSections(items).flatMap((node) => {
                const link = (entry: RouteEntry) => {
                  const Icon = entry.menu!.icon;
                  return (
                    <MenuItem key={entry.path} component={Link} to={entry.path} selected={isActive(entry, pathname)}
                      onClick={() => setOpen(null)}>
                      <ListItemIcon><Icon fontSize="small" /></ListItemIcon>
                      <ListItemText>{translate(entry.title)}</ListItemText>
                    </MenuItem>
                  );
                };
                return node.kind === 'item'
                  ? [link(node.entry)]
                  : [<ListSubheader key={node.key}>{translate(node.key)}</ListSubheader>, ...node.items.map(link)];
              })}
            </Menu>
          </Box>
        );
      })}
    </Box>
  );
}
