import { useQuery } from '@tanstack/react-query';
import { Grid, LinearProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LoadError } from '@/shared/LoadError';
import { fetchProfile } from './api';
import { AboutCard } from './AboutCard';
import { PhotosCard } from './PhotosCard';
import { PollCard } from './PollCard';
import { PostFeed } from './PostFeed';
import { ProfileHeader } from './ProfileHeader';
import { PROFILE_KEY } from './profileCache';
import { SuggestedPagesCard } from './SuggestedPagesCard';

/** The user's profile: header, about, suggested pages, the post feed, photos and polls. */
export default function ProfilePage() {
  const translate = useTranslate();
  const query = useQuery({ queryKey: PROFILE_KEY, queryFn: fetchProfile });
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (!query.data) return <LinearProgress aria-label={translate('shared.loading')} />;
  const data = query.data;
  return (
    <Stack spacing={3}>
      <ProfileHeader header={data.header} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 3 }} order={{ xs: 2, lg: 1 }}>
          <Stack spacing={3}>
            <AboutCard about={data.userAbout} />
            <SuggestedPagesCard pages={data.suggestedPages} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }} order={{ xs: 1, lg: 2 }}>
          <PostFeed firstPage={{ posts: data.posts, total: data.total }} />
        </Grid>
        <Grid size={{ xs: 12, lg: 3 }} order={{ xs: 3 }}>
          <Stack spacing={3}>
            <PhotosCard photos={data.photos} />
            {data.polls.map((poll) => <PollCard key={poll.id} poll={poll} />)}
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}
