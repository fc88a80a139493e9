import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Chip, Divider, Drawer, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useT } from '@/i18n/useT';
import { chatKeys, fetchChat } from './api';
import { STATUS_COLORS } from './chatLogic';
import { StatusAvatar } from './StatusAvatar';

/** The contact's details: picture, role, status and about text. */
export function ContactDrawer({ contactId, open, onClose }: { contactId: number; open: boolean; onClose: () => void }) {
  const translate = useT();
  const id = useId();
  const contact = useQuery({ queryKey: chatKeys.chat(contactId), queryFn: () => fetchChat(contactId) }).data?.contact;
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 360 } } } }}
    >
      <Box sx={{ p: 2.5 }} role="region" aria-labelledby={`${id}-title`}>
        <Stack direction="row" alignItems="center">
          <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ flex: 1 }}>
            {translate('chatApp.contact.title')}
          </Typography>
          <IconButton aria-label={translate('chatApp.contact.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {contact && (
          <Stack spacing={2} sx={{ mt: 2 }}>
            <Stack alignItems="center" spacing={1}>
              <StatusAvatar src={contact.avatar} name={contact.fullName} status={contact.status} size={72} />
              <Typography variant="h6" component="p">
                {contact.fullName}
              </Typography>
              <Typography color="text.secondary">{contact.role}</Typography>
              <Chip
                size="small"
                color={STATUS_COLORS[contact.status]}
                label={translate(`chatApp.status.${contact.status}`)}
              />
            </Stack>
            <Divider />
            <Box>
              <Typography variant="overline" color="text.secondary">
                {translate('chatApp.profile.about')}
              </Typography>
              <Typography>{contact.about}</Typography>
            </Box>
          </Stack>
        )}
      </Box>
    </Drawer>
  );
}
