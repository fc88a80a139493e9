import { useState, type ReactNode } from 'react';
import { Checkbox, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import FolderIcon from '@mui/icons-material/DriveFileMoveOutlined';
import LabelIcon from '@mui/icons-material/LabelOutlined';
import CircleIcon from '@mui/icons-material/Circle';
import { useT } from '@/i18n/useT';
import { EMAIL_LABELS, type EmailFolder, type EmailLabel } from '@/mock/types/email';
import { LABEL_COLORS, MOVE_TARGETS } from './emailText';

function MenuButton({
  label,
  icon,
  disabled,
  children,
}: {
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton
            aria-label={label}
            aria-haspopup="menu"
            disabled={disabled}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            {icon}
          </IconButton>
        </span>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {children(close)}
      </Menu>
    </>
  );
}

/** "Move to" a folder; the current folder is not offered. */
export function MoveMenu({
  current,
  onMove,
  disabled,
}: {
  current?: EmailFolder;
  onMove: (folder: EmailFolder) => void;
  disabled?: boolean;
}) {
  const translate = useT();
  return (
    <MenuButton label={translate('emailApp.actions.move')} icon={<FolderIcon />} disabled={disabled}>
      {(close) =>
        MOVE_TARGETS.filter((folder) => folder !== current).map((folder) => (
          <MenuItem
            key={folder}
            onClick={() => {
              close();
              onMove(folder);
            }}
          >
            {translate(`emailApp.folders.${folder}`)}
          </MenuItem>
        ))
      }
    </MenuButton>
  );
}

/** Labels toggle on and off; `active` ticks those every chosen e-mail has. */
export function LabelMenu({
  active = [],
  onToggle,
  disabled,
}: {
  active?: EmailLabel[];
  onToggle: (label: EmailLabel) => void;
  disabled?: boolean;
}) {
  const translate = useT();
  return (
    <MenuButton label={translate('emailApp.actions.label')} icon={<LabelIcon />} disabled={disabled}>
      {(close) =>
        EMAIL_LABELS.map((label) => (
          <MenuItem
            key={label}
            role="menuitemcheckbox"
            aria-checked={active.includes(label)}
            onClick={() => {
              close();
              onToggle(label);
            }}
          >
            <ListItemIcon>
              <Checkbox
                edge="start"
                size="small"
                checked={active.includes(label)}
                tabIndex={-1}
                disableRipple
                slotProps={{ input: { 'aria-hidden': true } }}
              />
            </ListItemIcon>
            <ListItemIcon sx={{ minWidth: 24 }}>
              <CircleIcon sx={{ fontSize: 10 }} color={LABEL_COLORS[label]} />
            </ListItemIcon>
            <ListItemText primary={translate(`emailApp.labels.${label}`)} />
          </MenuItem>
        ))
      }
    </MenuButton>
  );
}
