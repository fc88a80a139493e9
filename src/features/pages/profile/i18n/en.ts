const en = {
  profile: {
    title: 'Profile',
    edit: 'Edit profile',
    about: 'About',
    aboutFields: { joined: 'Joined', lives: 'Lives', email: 'E-mail', website: 'Website' },
    suggestedPages: 'Suggested pages',
    favorite: 'Add %{name} to favourites',
    unfavorite: 'Remove %{name} from favourites',
    posts: 'Posts',
    like: 'Like',
    unlike: 'Unlike',
    comments: 'Comments',
    commentCount: '%{smart_count} comment |||| %{smart_count} comments',
    addComment: 'Add a comment…',
    addCommentTo: 'Comment on the post by %{name}',
    postComment: 'Post comment',
    loadMore: 'Load more',
    loadingMore: 'Loading…',
    allLoaded: 'All %{smart_count} post shown |||| All %{smart_count} posts shown',
    photos: 'Latest photos',
    openPhoto: 'Open %{title}',
    closePhoto: 'Close photo',
    poll: 'Poll',
    votes: '%{smart_count} vote |||| %{smart_count} votes',
    youVoted: 'you voted; pick another option to change your vote',
    voted: 'Your vote has been counted.',
    errors: {
      commentRequired: 'Please write a comment first',
      commentTooLong: 'A comment can have at most 500 characters',
      pickOption: 'Please pick one of the options',
    },
  },
};
declare module '@/i18n/messageKeys' {
  interface FeatureMessages {
    profile: typeof en;
  }
}
export default en;
