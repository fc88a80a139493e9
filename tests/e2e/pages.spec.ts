import { expect, test, type Page } from '@playwright/test';
import { appReady, signInAs, watchErrors } from './support/session';

/** Opens a page as the admin and waits for the app; fails the test on any console or uncaught error. */
async function open(page: Page, path: string) {
  const errors = watchErrors(page);
  await page.goto(path);
  await appReady(page);
  return errors;
}

/**
 * The demo API stores each write in IndexedDB before it answers; before a reload, wait until the stored data holds
 * `text` (the screen may not have sent its request yet when the test moves on).
 */
async function waitUntilSaved(page: Page, text: string) {
  await page.waitForFunction(
    async (needle) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('demo-data');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        // One record per collection (src/mock/persistence.ts).
        const collections = await new Promise((resolve, reject) => {
          const request = db.transaction('collections').objectStore('collections').getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        return JSON.stringify(collections ?? null).includes(needle);
      } finally {
        db.close();
      }
    },
    text,
    { polling: 100 },
  );
}

test.describe('pages: FAQ, knowledge base and pricing', () => {
  test.beforeEach(async ({ page }) => signInAs(page, 'admin'));

  test('the FAQ search narrows the categories and says when nothing matches', async ({ page }) => {
    const errors = await open(page, '/pages/faq');
    const tabs = page.getByRole('tablist', { name: 'FAQ categories' }).getByRole('tab');
    await expect(tabs).toHaveCount(5);
    const search = page.getByRole('searchbox', { name: 'Search a question…' });
    await search.fill('RETURN');
    await expect(tabs).toHaveText(['Cancellation & return']);
    await expect(page.getByRole('button', { name: 'Can I return my product?' })).toBeVisible();
    await search.fill('order');
    await expect(tabs).toHaveCount(4);
    await tabs.filter({ hasText: 'My orders' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Has my order been successful?');
    await search.fill('no such question');
    await expect(page.getByText('No question matches “no such question”')).toBeVisible();
    await expect(tabs).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(tabs).toHaveCount(5);
    expect(errors).toEqual([]);
  });

  test('the knowledge base goes from a category to a question by slug, and on to a related one', async ({ page }) => {
    const errors = await open(page, '/pages/knowledge-base');
    const cards = page.getByRole('link').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards).toHaveCount(6);
    await page.getByRole('searchbox', { name: 'Ask a question…' }).fill('webhook');
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('heading')).toHaveText('API questions');
    await page.getByRole('link', { name: /API questions/ }).click();
    await expect(page).toHaveURL(/\/pages\/knowledge-base\/api-questions$/);
    await page.getByRole('link', { name: 'How do I get an API key?' }).click();
    await expect(page).toHaveURL(/\/pages\/knowledge-base\/api-questions\/how-do-i-get-an-api-key$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How do I get an API key?' })).toBeVisible();
    await page.getByRole('complementary').getByRole('link', { name: 'How do I rotate a key?' }).click();
    await expect(page).toHaveURL(/\/how-do-i-rotate-a-key$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How do I rotate a key?' })).toBeVisible();
    await page.goto('/pages/knowledge-base/api-questions/no-such-article');
    await expect(page.getByRole('alert')).toContainText('Article not found');
    await page.goto('/pages/knowledge-base/no-such-category');
    await expect(page.getByRole('alert')).toContainText(
      'There is no knowledge-base category called “no-such-category”',
    );
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  test('the pricing switch changes the prices', async ({ page }) => {
    const errors = await open(page, '/pages/pricing');
    const standard = page.getByTestId('plan-standard');
    await expect(standard.getByTestId('price-standard')).toHaveText('$49');
    await expect(page.getByTestId('price-enterprise')).toHaveText('$99');
    await page.getByRole('switch', { name: 'Bill annually' }).check();
    await expect(standard.getByTestId('price-standard')).toHaveText('$40');
    await expect(standard.getByTestId('yearly-standard')).toHaveText('$480 billed once a year');
    await expect(page.getByTestId('price-enterprise')).toHaveText('$80');
    await expect(page.getByTestId('yearly-enterprise')).toHaveText('$960 billed once a year');
    await expect(page.getByTestId('price-basic')).toHaveText('$0');
    await standard.getByRole('button', { name: 'Choose this plan' }).click();
    await expect(page.getByText('You are now on the Standard plan, billed annually.')).toBeVisible();
    await waitUntilSaved(page, '"billing":"annually"');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Bill annually' })).toBeChecked();
    await expect(standard.getByRole('button', { name: 'Your current plan' })).toBeDisabled();
    expect(errors).toEqual([]);
  });
});

test.describe('pages: blog', () => {
  test.beforeEach(async ({ page }) => signInAs(page, 'admin'));

  test('the list searches, filters by category and pages for real', async ({ page }) => {
    const errors = await open(page, '/pages/blog/list');
    const titles = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
    await expect(titles).toHaveCount(4);
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(titles).toHaveCount(2);
    await expect(page).toHaveURL(/page=2/);
    await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'Gaming' }).click();
    await expect(titles).toHaveText([
      'Latest Quirky Opening Sentence or Paragraph',
      'Share an Amazing and Shocking Fact or Statistic',
    ]);
    await page.getByRole('searchbox', { name: 'Search the blog' }).fill('fact');
    await expect(titles).toHaveText(['Share an Amazing and Shocking Fact or Statistic']);
    await page.getByRole('searchbox', { name: 'Search the blog' }).fill('nothing like this');
    await expect(page.getByText('No post matches this search.')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a comment posted on a post stays there', async ({ page }) => {
    const errors = await open(page, '/pages/blog/2');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Latest Quirky Opening Sentence or Paragraph' }),
    ).toBeVisible();
    const comments = page.getByRole('list', { name: 'Comments' }).getByRole('listitem');
    const before = await comments.count();
    await page.getByRole('button', { name: 'Post comment' }).click();
    await expect(page.getByText('Please write your comment')).toBeVisible();
    await page.getByLabel('Comment', { exact: true }).fill('Posted from the browser test');
    await page.getByRole('button', { name: 'Post comment' }).click();
    await expect(page.getByText('Thank you, your comment has been posted.')).toBeVisible();
    await expect(comments).toHaveCount(before + 1);
    await expect(comments.last()).toContainText('John Doe');
    await expect(comments.last()).toContainText('Posted from the browser test');
    await waitUntilSaved(page, 'Posted from the browser test');
    await page.reload();
    await expect(page.getByText('Posted from the browser test')).toBeVisible();
    await page.goto('/pages/blog/999');
    await expect(page.getByRole('alert')).toContainText('Post not found');
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  test('an edited post shows its change in the list', async ({ page }) => {
    const errors = await open(page, '/pages/blog/edit/3');
    const title = page.getByLabel('Title', { exact: true });
    await expect(title).toHaveValue('Share an Amazing and Shocking Fact or Statistic');
    await title.fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Please enter a title')).toBeVisible();
    await title.fill('A Statistic Nobody Expected');
    await page.getByRole('button', { name: 'From title' }).click();
    await expect(page.getByLabel('Slug', { exact: true })).toHaveValue('a-statistic-nobody-expected');
    const editor = page.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' One more sentence.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('The post has been saved.')).toBeVisible();
    await page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: 'Blog list' }).click();
    await expect(page).toHaveURL(/\/pages\/blog\/list$/);
    await expect(page.getByRole('heading', { level: 2, name: 'A Statistic Nobody Expected' })).toBeVisible();
    await page.getByRole('link', { name: 'A Statistic Nobody Expected' }).first().click();
    await expect(page).toHaveURL(/\/pages\/blog\/3$/);
    await expect(page.getByRole('article', { name: 'A Statistic Nobody Expected' })).toContainText(
      'One more sentence.',
    );
    expect(errors).toEqual([]);
  });
});

test.describe('pages: account settings and profile', () => {
  // Their own account: owner@demo.com, so a password change here does not touch the accounts other tests sign in with.
  test.beforeEach(async ({ page }) => signInAs(page, 'owner'));

  const saveAndExpectSuccess = async (page: Page, message = 'Your changes have been saved.') => {
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByText(message)).toBeHidden();
  };

  test('every tab saves, and a reload shows what was saved', async ({ page }) => {
    test.slow(); // five forms filled and saved, then each checked again after a reload
    // Its own account: the password changes below, and the other tests here may run after it.
    await signInAs(page, 'content');
    const errors = await open(page, '/pages/account-setting');
    // General
    await page.getByLabel('Name', { exact: true }).fill('Johnny Tester');
    await page.getByLabel('Company').fill('Acme Labs');
    await saveAndExpectSuccess(page);
    await expect(page.getByRole('banner')).toContainText('Johnny Tester');
    // Information
    await page.getByRole('tab', { name: 'Information' }).click();
    await page.getByLabel('Website').fill('not a url');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Please enter a full web address, starting with https://')).toBeVisible();
    await page.getByLabel('Website').fill('https://tester.example.com');
    await page.getByLabel('Birth date').fill('1990-05-17');
    await saveAndExpectSuccess(page);
    // Social
    await page.getByRole('tab', { name: 'Social' }).click();
    await page.getByLabel('Facebook').fill('https://facebook.com/johnny');
    await page.getByRole('switch', { name: 'Connect Slack' }).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Please enter the account to connect')).toBeVisible();
    await page.getByLabel('Slack account').fill('johnny');
    await saveAndExpectSuccess(page);
    // Notifications
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await page.getByRole('switch', { name: 'Weekly blog digest' }).check();
    await saveAndExpectSuccess(page);
    // Password
    await page.getByRole('tab', { name: 'Change password' }).click();
    await page.getByLabel('Current password', { exact: true }).fill('content');
    await page.getByLabel('New password', { exact: true }).fill('Str0ng!pass');
    await page.getByLabel('Retype new password', { exact: true }).fill('Str0ng!pass');
    await saveAndExpectSuccess(page, 'Your password has been changed.');

    // Name and password are on the server; the demo tabs are kept in the browser's demo store.
    await waitUntilSaved(page, '"blogDigest":true');
    await page.reload();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Johnny Tester');
    await page.getByRole('tab', { name: 'Information' }).click();
    await expect(page.getByLabel('Website')).toHaveValue('https://tester.example.com');
    await expect(page.getByLabel('Birth date')).toHaveValue('1990-05-17');
    await page.getByRole('tab', { name: 'Social' }).click();
    await expect(page.getByLabel('Slack account')).toHaveValue('johnny');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(page.getByRole('switch', { name: 'Weekly blog digest' })).toBeChecked();
    // The old password no longer works, the new one does.
    await page.getByRole('tab', { name: 'Change password' }).click();
    await page.getByLabel('Current password', { exact: true }).fill('content');
    await page.getByLabel('New password', { exact: true }).fill('An0ther!pass');
    await page.getByLabel('Retype new password', { exact: true }).fill('An0ther!pass');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('The current password is not correct')).toBeVisible();
    expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
  });

  test('the avatar upload checks the file type and size, then saves the picture', async ({ page }) => {
    const errors = await open(page, '/pages/account-setting');
    const input = page.getByTestId('avatar-input');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText('Please choose a PNG, JPEG, WebP or GIF image')).toBeVisible();
    // Text named .png: the bytes are read, not the name.
    await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('hello, not a png') });
    await expect(page.getByText('Please choose a PNG, JPEG, WebP or GIF image')).toBeVisible();
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(1100 * 1024) });
    await expect(page.getByText('The image must be 1 MB or smaller')).toBeVisible();
    // A 1×1 transparent PNG.
    const pixel = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pixel });
    await expect(page.getByRole('img', { name: 'Your avatar' })).toHaveAttribute('src', /^data:image\/png;base64,/);
    await saveAndExpectSuccess(page);
    await page.reload();
    await expect(page.getByRole('img', { name: 'Your avatar' })).toHaveAttribute('src', /^data:image\/png;base64,/);
    expect(errors).toEqual([]);
  });

  test('a wrong current password is reported at its field, keeping what was typed', async ({ page }) => {
    await open(page, '/pages/account-setting');
    await page.getByRole('tab', { name: 'Change password' }).click();
    await page.getByLabel('Current password', { exact: true }).fill('wrong');
    await page.getByLabel('New password', { exact: true }).fill('Str0ng!pass');
    await page.getByLabel('Retype new password', { exact: true }).fill('Str0ng!pass');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('The current password is not correct')).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue('Str0ng!pass');
  });

  test('unsaved edits are not lost without a warning', async ({ page }) => {
    await open(page, '/pages/account-setting');
    await page.getByLabel('Company').fill('Unsaved Inc');
    await page.getByRole('tab', { name: 'Information' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page.getByLabel('Company')).toHaveValue('Unsaved Inc');
    await page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: 'Home' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('profile likes, comments, votes and "load more" persist', async ({ page }) => {
    const errors = await open(page, '/pages/profile');
    const posts = page.getByRole('region', { name: 'Posts' }).getByRole('article');
    await expect(posts).toHaveCount(3);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(posts).toHaveCount(6);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(posts).toHaveCount(7);
    await expect(page.getByText('All 7 posts shown')).toBeVisible();
    const first = posts.first();
    const like = first.getByRole('button', { name: /^(Like|Unlike)$/ });
    const likesBefore = Number(await like.textContent());
    const pressed = await like.getAttribute('aria-pressed');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', pressed === 'true' ? 'false' : 'true');
    await expect(like).toHaveText(String(likesBefore + (pressed === 'true' ? -1 : 1)));
    await first.getByRole('textbox').fill('Nice work!');
    await first.getByRole('button', { name: 'Post comment' }).click();
    await expect(first.getByRole('list', { name: 'Comments' })).toContainText('Nice work!');
    const poll = page.getByRole('radiogroup', { name: /best actor/ });
    await poll.getByRole('radio', { name: 'Mark Ruffalo' }).click();
    await expect(page.getByText('Your vote has been counted.')).toBeVisible();
    await expect(poll.getByRole('radio', { name: 'Mark Ruffalo' })).toBeChecked();
    await waitUntilSaved(page, '"votedOptionId":3');
    await page.reload();
    await expect(posts.first().getByRole('list', { name: 'Comments' })).toContainText('Nice work!');
    await expect(posts.first().getByRole('button', { name: /^(Like|Unlike)$/ })).toHaveText(
      String(likesBefore + (pressed === 'true' ? -1 : 1)),
    );
    await expect(
      page.getByRole('radiogroup', { name: /best actor/ }).getByRole('radio', { name: 'Mark Ruffalo' }),
    ).toBeChecked();
    expect(errors).toEqual([]);
  });
});
