import { useQuery } from '@tanstack/react-query';
import { Grid, LinearProgress, Stack } from '@mui/material';
import { useT } from '@/i18n/useT';
import { ACCOUNT_ME_KEY, fetchAccount } from '@/auth/account';
import { LoadError } from '@/shared/LoadError';
import { fetchProfile } from './api';
import { AboutCard } from './AboutCard';
import { PhotosCard } from './PhotosCard';
import { PollCard } from './PollCard';
import { authoredBy, withPerson } from './person';
import { PostFeed } from './PostFeed';
import { ProfileHeader } from './ProfileHeader';
import { PROFILE_KEY } from './profileCache';
import { SuggestedPagesCard } from './SuggestedPagesCard';

/** The signed-in person's profile: header, about, suggested pages, the post feed, photos and polls. */
export default function ProfilePage() {
  const translate = useT();
  const query = useQuery({ queryKey: PROFILE_KEY, queryFn: fetchProfile });
  const person = useQuery({ queryKey: ACCOUNT_ME_KEY, queryFn: fetchAccount });
  if (query.isError || person.isError)
    return (
      <LoadError
        onRetry={() => {
          void query.refetch();
          void person.refetch();
        }}
      />
    );
  if (!query.data || !person.data) return <LinearProgress aria-label={translate('shared.loading')} />;
  const data = withPerson(query.data, person.data);
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
          <PostFeed
            firstPage={{ posts: data.posts, total: data.total }}
            present={authoredBy(query.data.header, person.data)}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 3 }} order={{ xs: 3 }}>
          <Stack spacing={3}>
            <PhotosCard photos={data.photos} />
            {data.polls.map((poll) => (
              <PollCard key={poll.id} poll={poll} />
            ))}
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}
