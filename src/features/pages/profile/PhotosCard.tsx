import { useState } from 'react';
import {
  Box,
  ButtonBase,
  Card,
  CardContent,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useT } from '@/i18n/useT';
import type { ProfileData } from './api';

/** The latest photos as a grid; a photo opens larger in a dialog. */
export function PhotosCard({ photos }: { photos: ProfileData['photos'] }) {
  const translate = useT();
  const [open, setOpen] = useState<ProfileData['photos'][number] | null>(null);
  return (
    <Card component="section" aria-labelledby="profile-photos">
      <CardContent>
        <Typography id="profile-photos" variant="h6" component="h2" gutterBottom>
          {translate('profile.photos')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
          {photos.map((photo) => (
            <ButtonBase
              key={photo.id}
              onClick={() => setOpen(photo)}
              aria-label={translate('profile.openPhoto', { title: photo.title })}
              sx={{ borderRadius: 1, overflow: 'hidden' }}
            >
              <Box
                component="img"
                src={photo.img}
                alt=""
                sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', display: 'block' }}
              />
            </ButtonBase>
          ))}
        </Box>
      </CardContent>
      <Dialog open={open !== null} onClose={() => setOpen(null)} maxWidth="md" fullWidth>
        <DialogTitle sx={{ paddingInlineEnd: 6 }}>
          {open?.title}
          <IconButton
            onClick={() => setOpen(null)}
            aria-label={translate('profile.closePhoto')}
            sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}
          >
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          {open && (
            <Box
              component="img"
              src={open.img}
              alt={open.title}
              sx={{ width: '100%', display: 'block', borderRadius: 1 }}
            />
          )}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
