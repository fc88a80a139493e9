import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { Button, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useT } from '@/i18n/useT';
import { ApiError } from '@/data/apiError';
import { addComment, fetchPosts, toggleLike, type PostsPage, type ProfilePost } from './api';
import { PostCard } from './PostCard';

const FEED_KEY = ['profile', 'posts'] as const;
const PAGE_SIZE = 3;

interface Props {
  firstPage: PostsPage;
  /** How a post is shown (e.g. the demo's own posts under the signed-in person's name). */
  present?: (post: ProfilePost) => ProfilePost;
}

/** The posts, the first page from /profile/data and more on "Load more"; likes and comments are written through. */
export function PostFeed({ firstPage, present = (post) => post }: Props) {
  const translate = useT();
  const notify = useNotify();
  const client = useQueryClient();
  const feed = useInfiniteQuery({
    queryKey: FEED_KEY,
    queryFn: ({ pageParam }) => fetchPosts(pageParam, PAGE_SIZE),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.posts.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
    initialData: { pages: [firstPage], pageParams: [0] },
    staleTime: Infinity,
  });
  const replacePost = (postId: number, change: (post: ProfilePost) => ProfilePost) =>
    client.setQueryData<InfiniteData<PostsPage, number>>(
      FEED_KEY,
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            posts: page.posts.map((post) => (post.id === postId ? change(post) : post)),
          })),
        },
    );

  const like = useMutation({
    mutationFn: toggleLike,
    onSuccess: (updated) =>
      replacePost(updated.id, (post) => ({ ...post, likes: updated.likes, youLiked: updated.youLiked })),
    onError: () => notify('shared.saveFailed', { type: 'error' }),
  });
  const comment = async (postId: number, text: string) => {
    try {
      const created = await addComment(postId, text);
      replacePost(postId, (post) => ({ ...post, comments: [...post.comments, created] }));
    } catch (error) {
      throw new Error((error instanceof ApiError && error.fields.comment) || 'shared.saveFailed');
    }
  };

  const posts = feed.data.pages.flatMap((page) => page.posts).map(present);
  const total = feed.data.pages.at(-1)?.total ?? posts.length;
  return (
    <Stack spacing={3} component="section" aria-label={translate('profile.posts')}>
      {posts.map((post) => (
        <PostCard
          key={post.id}
          post={post}
          liking={like.isPending && like.variables === post.id}
          onLike={() => like.mutate(post.id)}
          onComment={(text) => comment(post.id, text)}
        />
      ))}
      {feed.hasNextPage ? (
        <Button
          variant="contained"
          onClick={() => void feed.fetchNextPage()}
          disabled={feed.isFetchingNextPage}
          sx={{ alignSelf: 'center' }}
        >
          {translate(feed.isFetchingNextPage ? 'profile.loadingMore' : 'profile.loadMore')}
        </Button>
      ) : (
        <Typography color="text.secondary" textAlign="center">
          {translate('profile.allLoaded', { smart_count: total })}
        </Typography>
      )}
      {feed.isFetchNextPageError && (
        <Typography color="error" textAlign="center">
          {translate('shared.loadFailed')}
        </Typography>
      )}
    </Stack>
  );
}
