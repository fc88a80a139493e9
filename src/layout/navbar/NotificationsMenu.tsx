import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Popover,
  Typography,
} from '@mui/material';
import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { useT } from '@/i18n/useT';
import { bidiText } from '@/shared/BidiText';

const SAMPLE = ['welcome', 'order', 'server', 'report'] as const;
const READ_KEY = 'notificationsRead';

function readIds(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(READ_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The navbar notifications drop-down; read state is remembered. */
export function NotificationsMenu() {
  const translate = useT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [read, setRead] = useState<string[]>(readIds);
  const markRead = (ids: string[]) => {
    const next = [...new Set([...read, ...ids])];
    setRead(next);
    localStorage.setItem(READ_KEY, JSON.stringify(next));
  };
  const unread = SAMPLE.filter((id) => !read.includes(id));
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={translate('app.navbar.notifications')}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Badge badgeContent={unread.length} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ width: 340, maxWidth: '90vw' }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', p: 2 }}>
            <Typography variant="h6">{translate('app.navbar.notifications')}</Typography>
            <Typography variant="caption" color="primary">
              {translate('app.navbar.unread', { smart_count: unread.length })}
            </Typography>
          </Box>
          <Divider />
          <List dense aria-label={translate('app.navbar.notifications')}>
            {SAMPLE.map((id) => (
              <ListItem
                key={id}
                onClick={() => markRead([id])}
                sx={{
                  cursor: 'pointer',
                  opacity: read.includes(id) ? 0.6 : 1,
                  borderInlineStart: 3,
                  borderColor: read.includes(id) ? 'transparent' : 'primary.main',
                }}
              >
                <ListItemText
                  primary={translate(`app.notificationsSample.${id}.title`)}
                  secondary={translate(`app.notificationsSample.${id}.body`)}
                  slotProps={{ primary: bidiText, secondary: bidiText }}
                />
              </ListItem>
            ))}
          </List>
          <Divider />
          <Box sx={{ p: 1.5 }}>
            {unread.length ? (
              <Button fullWidth variant="contained" onClick={() => markRead([...SAMPLE])}>
                {translate('app.navbar.markAllRead')}
              </Button>
            ) : (
              <Typography align="center" color="text.secondary" variant="body2">
                {translate('app.navbar.noNotifications')}
              </Typography>
            )}
          </Box>
        </Box>
      </Popover>
    </>
  );
}
