import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import ProfilePage from '@/features/pages/profile/ProfilePage';
import type { ProfileData } from '@/features/pages/profile/api';
import { serveAccountApi } from '@tests/support/fakeAccountApi';
import { renderScreen } from '@tests/support/renderScreen';

/** The demo profile as the worker serves it: one shared record whose "self" is the administrator John Doe. */
const post = (id: number, authorName: string, avatar: string) => ({
  id,
  authorName,
  avatar,
  postTime: `2026-01-0${id}T10:00:00Z`,
  postText: `Post ${id}`,
  postImg: null,
  likes: 1,
  youLiked: false,
  comments: [
    {
      id,
      postId: id,
      userFullName: 'John Doe',
      avatar: 'data:image/svg+xml,jd',
      comment: `Reply ${id}`,
      commentedAt: `2026-01-0${id}T11:00:00Z`,
    },
  ],
});
const DEMO_PROFILE: ProfileData = {
  header: {
    fullName: 'John Doe',
    username: 'johndoe',
    avatar: 'data:image/svg+xml,jd',
    designation: 'UI/UX Designer',
    coverImg: 'https://example.com/cover.png',
  },
  userAbout: {
    about: 'Tart I love sugar plum.',
    joined: '2021-11-15',
    lives: 'New York, USA',
    email: 'admin@demo.com',
    website: 'https://example.com',
  },
  suggestedPages: [],
  posts: [post(2, 'John Doe', 'data:image/svg+xml,jd'), post(1, 'Rosa Walters', 'data:image/svg+xml,rw')],
  total: 2,
  photos: [],
  polls: [],
};

serveAccountApi(http.get('/profile/data', () => HttpResponse.json(DEMO_PROFILE)));

describe('the profile of a signed-in client', () => {
  it('shows their own name, username and e-mail, and their own posts under their name', async () => {
    renderScreen(<ProfilePage />, { path: '/pages/profile' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Casey Client' })).toBeVisible();
    expect(screen.getByText(/@client$/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'client@demo.com' })).toHaveAttribute('href', 'mailto:client@demo.com');
    const own = screen.getByTestId('post-2');
    expect(within(own).getByText('Casey Client', { selector: '[id="post-2-author"]' })).toBeVisible();
    expect(within(screen.getByTestId('post-1')).getByText('Rosa Walters')).toBeVisible();
    expect(screen.queryByText('John Doe')).toBeNull();
    expect(screen.queryByText(/admin@demo\.com/)).toBeNull();
  });
});
