import type { SessionUser } from '@/contract/types';
import type { ProfileData, ProfilePost } from './api';

/*
 * The profile's header, e-mail and own posts are the signed-in person's: their name, username, avatar and e-mail
 * come from their record (`GET /v1/account/me`). The rest (cover, designation, about text, feed, photos, polls) is
 * the template's demo data, one shared record, where the demo's "self" stands for whoever is looking at it.
 */
type Self = Pick<ProfileData['header'], 'fullName' | 'avatar'>;

const isSelf = (self: Self, name: string, avatar: string | null) =>
  name === self.fullName && (avatar ?? '') === (self.avatar ?? '');

/** A post of the feed with the demo's self (as author or commenter) shown as the signed-in person. */
export function authoredBy(self: Self, person: SessionUser): (post: ProfilePost) => ProfilePost {
  const avatar = person.avatar ?? '';
  return (post) => ({
    ...post,
    ...(isSelf(self, post.authorName, post.avatar) && { authorName: person.fullName, avatar }),
    comments: post.comments.map((comment) =>
      isSelf(self, comment.userFullName, comment.avatar)
        ? { ...comment, userFullName: person.fullName, avatar }
        : comment,
    ),
  });
}

/** The demo profile's header and about card with the signed-in person's name, username, avatar and e-mail. */
export function withPerson(data: ProfileData, person: SessionUser): ProfileData {
  return {
    ...data,
    header: { ...data.header, fullName: person.fullName, username: person.username, avatar: person.avatar ?? '' },
    userAbout: { ...data.userAbout, email: person.email },
  };
}
