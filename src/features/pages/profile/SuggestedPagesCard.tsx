import {
  Avatar,
  Card,
  CardContent,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Typography,
} from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useT } from '@/i18n/useT';
import { toggleFavorite, type SuggestedPage } from './api';
import { patchProfile } from './profileCache';

/** Pages the user may like; the star keeps a page among their favourites. */
export function SuggestedPagesCard({ pages }: { pages: SuggestedPage[] }) {
  const translate = useT();
  const notify = useNotify();
  const client = useQueryClient();
  const favorite = useMutation({
    mutationFn: toggleFavorite,
    onSuccess: (page) =>
      patchProfile(client, (data) => ({
        ...data,
        suggestedPages: data.suggestedPages.map((p) => (p.id === page.id ? page : p)),
      })),
    onError: () => notify('shared.saveFailed', { type: 'error' }),
  });
  return (
    <Card component="section" aria-labelledby="profile-suggested">
      <CardContent>
        <Typography id="profile-suggested" variant="h6" component="h2">
          {translate('profile.suggestedPages')}
        </Typography>
        <List dense>
          {pages.map((page) => (
            <ListItem
              key={page.id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  onClick={() => favorite.mutate(page.id)}
                  aria-pressed={page.favorite}
                  aria-label={translate(page.favorite ? 'profile.unfavorite' : 'profile.favorite', {
                    name: page.username,
                  })}
                >
                  {page.favorite ? <StarIcon color="warning" /> : <StarBorderIcon />}
                </IconButton>
              }
            >
              <ListItemAvatar>
                <Avatar src={page.avatar} alt="" />
              </ListItemAvatar>
              <ListItemText primary={page.username} secondary={page.subtitle} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
