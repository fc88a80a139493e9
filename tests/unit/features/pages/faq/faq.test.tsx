import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FaqPage from '@/features/pages/faq/FaqPage';
import { selectCategory } from '@/features/pages/faq/selectCategory';
import { searchFaq } from '@/mock/handlers/faq.handlers';
import { serveMockApi } from '@tests/support/mockApi';
import { renderScreen, resolveRelativeFetch } from '@tests/support/renderScreen';

serveMockApi();
resolveRelativeFetch();

const category = (id: number, key: string, questions: string[]) => ({
  id,
  key,
  order: id,
  icon: key,
  title: key,
  subtitle: '',
  qandA: questions.map((question) => ({ question, ans: 'answer' })),
});

describe('searchFaq', () => {
  const categories = [
    category(2, 'delivery', ['Where is my ORDER?', 'Is it late?']),
    category(1, 'payment', ['How do I pay?']),
  ];

  it('keeps categories in order and every question without a search', () => {
    expect(Object.keys(searchFaq(categories, ''))).toEqual(['payment', 'delivery']);
  });

  it('matches question text case-insensitively and drops categories left empty', () => {
    const found = searchFaq(categories, 'order');
    expect(Object.keys(found)).toEqual(['delivery']);
    expect(found.delivery.qandA.map((e) => e.question)).toEqual(['Where is my ORDER?']);
    expect(searchFaq(categories, 'answer')).toEqual({});
  });
});

describe('selectCategory', () => {
  it('keeps the chosen tab while it has results and falls back to the first one', () => {
    expect(selectCategory(['a', 'b'], 'b')).toBe('b');
    expect(selectCategory(['a', 'c'], 'b')).toBe('a');
    expect(selectCategory([], 'b')).toBeNull();
  });
});

describe('the FAQ page', () => {
  it('narrows the category tabs while typing and shows an empty state when nothing matches', async () => {
    renderScreen(<FaqPage />);
    expect(await screen.findAllByRole('tab')).toHaveLength(5);
    const search = screen.getByRole('searchbox', { name: 'Search a question…' });
    fireEvent.change(search, { target: { value: 'cancel' } });
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Cancellation & return']),
    );
    expect(screen.getByText('Can I cancel my order?')).toBeVisible();
    fireEvent.change(search, { target: { value: 'cancelxyz' } });
    expect(await screen.findByText('No question matches “cancelxyz”')).toBeVisible();
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(5));
  });

  it('shows the answers of the tab the user picks', async () => {
    renderScreen(<FaqPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Delivery' }));
    expect(await screen.findByText('Where has my order reached?')).toBeVisible();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Where your order is and when it arrives');
  });
});
