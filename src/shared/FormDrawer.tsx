import { useId, type FormEventHandler, type ReactNode } from 'react';
import { Box, Drawer, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

interface FormDrawerProps {
  title: string;
  open: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The close button's accessible name, translated by the screen. */
  closeLabel: string;
  /** Width in pixels from the small breakpoint up; the drawer takes the whole width on phones. */
  width?: number;
  children: ReactNode;
}

/** A form in a right-side drawer: a header with its title and a close button, then the fields and actions. */
export function FormDrawer({ title, open, onClose, onSubmit, closeLabel, width = 400, children }: FormDrawerProps) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: width } } } }}
    >
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={titleId}
        sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      >
        <Stack direction="row" alignItems="center" sx={{ px: 3, py: 2, bgcolor: 'action.hover' }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <IconButton aria-label={closeLabel} onClick={onClose} size="small">
            <CloseIcon />
          </IconButton>
        </Stack>
        {children}
      </Box>
    </Drawer>
  );
}
