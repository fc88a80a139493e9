import { Chip } from '@mui/material';
import { Link } from 'react-router-dom';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { blogPath } from './api';

const colors = { Fashion: 'primary', Food: 'success', Gaming: 'error', Quote: 'info', Video: 'warning' } as const;

/** A post's category, in its colour, leading to the list filtered by it. */
export function CategoryChip({ category }: { category: string }) {
  const translate = useT();
  const color = colors[category as keyof typeof colors] ?? 'default';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      clickable
      component={Link}
      to={`${blogPath.list}?category=${encodeURIComponent(category)}`}
      label={translate(dynamicKey(`blog.categories.${category}`), { _: category })}
    />
  );
}
