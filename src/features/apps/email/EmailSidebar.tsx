import { Box, Button, Chip, List, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import InboxIcon from '@mui/icons-material/MailOutline';
import SendIcon from '@mui/icons-material/SendOutlined';
import DraftIcon from '@mui/icons-material/EditNoteOutlined';
import StarIcon from '@mui/icons-material/StarBorderOutlined';
import SpamIcon from '@mui/icons-material/ReportGmailerrorredOutlined';
import TrashIcon from '@mui/icons-material/DeleteOutline';
import CircleIcon from '@mui/icons-material/Circle';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import { EMAIL_LABELS, type EmailsMeta, type EmailView } from '@/mock/types/email';
import { FOLDER_ORDER, LABEL_COLORS } from './emailText';
import { mailboxPath, sameView, type MailboxView } from './mailboxRoute';

const FOLDER_ICONS: Record<EmailView, typeof InboxIcon> = {
  inbox: InboxIcon,
  sent: SendIcon,
  draft: DraftIcon,
  starred: StarIcon,
  spam: SpamIcon,
  trash: TrashIcon,
};

const COUNT_COLORS = { inbox: 'primary', draft: 'warning', spam: 'error' } as const satisfies Partial<
  Record<EmailView, 'primary' | 'warning' | 'error'>
>;
const isCounted = (folder: EmailView): folder is keyof typeof COUNT_COLORS => folder in COUNT_COLORS;

interface Props {
  view: MailboxView;
  meta: EmailsMeta | undefined;
  onCompose: () => void;
}

/** Compose, the folders with their counts (unread inbox and spam, drafts), and the labels. */
export function EmailSidebar({ view, meta, onCompose }: Props) {
  const translate = useT();
  return (
    <Box sx={{ py: 2 }}>
      <Box sx={{ px: 2, pb: 2 }}>
        <Button fullWidth variant="contained" onClick={onCompose}>
          {translate('emailApp.compose.open')}
        </Button>
      </Box>
      <List component="nav" aria-label={translate('emailApp.folders.label')} dense>
        {FOLDER_ORDER.map((folder) => {
          const Icon = FOLDER_ICONS[folder];
          const target: MailboxView = { kind: 'folder', folder };
          const count = meta?.[folder as keyof EmailsMeta] ?? 0;
          return (
            <ListItemButton
              key={folder}
              component={Link}
              to={mailboxPath(target)}
              selected={sameView(view, target)}
              aria-current={sameView(view, target) ? 'page' : undefined}
              sx={{ px: 3 }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={translate(`emailApp.folders.${folder}`)} />
              {isCounted(folder) && count > 0 && (
                <Chip
                  size="small"
                  color={COUNT_COLORS[folder]}
                  label={count}
                  aria-label={translate(`emailApp.counts.${folder}`, { smart_count: count })}
                />
              )}
            </ListItemButton>
          );
        })}
      </List>
      <List
        dense
        component="nav"
        aria-labelledby="email-labels-heading"
        subheader={
          <ListSubheader component="div" id="email-labels-heading" sx={{ bgcolor: 'transparent', px: 3 }}>
            {translate('emailApp.labels.heading')}
          </ListSubheader>
        }
      >
        {EMAIL_LABELS.map((label) => {
          const target: MailboxView = { kind: 'label', label };
          return (
            <ListItemButton
              key={label}
              component={Link}
              to={mailboxPath(target)}
              selected={sameView(view, target)}
              aria-current={sameView(view, target) ? 'page' : undefined}
              sx={{ px: 3 }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <CircleIcon sx={{ fontSize: 12 }} color={LABEL_COLORS[label]} />
              </ListItemIcon>
              <ListItemText primary={translate(`emailApp.labels.${label}`)} />
            </ListItemButton>
          );
        })}
      </List>
    </Box>
  );
}
