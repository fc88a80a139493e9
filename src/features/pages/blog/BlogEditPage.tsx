import { useQuery } from '@tanstack/react-query';
import { LinearProgress } from '@mui/material';
import { useParams } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import { isNotFound } from '@/data/apiError';
import { LoadError } from '@/shared/LoadError';
import { NotFoundState } from '@/shared/NotFoundState';
import { blogPath, fetchBlogEdit } from './api';
import { BlogEditForm } from './BlogEditForm';

/** Edit the post named in the address; an unknown id shows a not-found state. */
export default function BlogEditPage() {
  const translate = useT();
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: ['blog', 'edit', id],
    queryFn: () => fetchBlogEdit(id),
    retry: false,
    staleTime: Infinity,
  });
  if (isNotFound(query.error)) {
    return (
      <NotFoundState
        title={translate('blog.notFound.title')}
        message={translate('blog.notFound.message', { id })}
        backTo={blogPath.list}
        backLabel={translate('blog.backToList')}
      />
    );
  }
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (!query.data) return <LinearProgress aria-label={translate('shared.loading')} />;
  return <BlogEditForm key={id} record={query.data} />;
}
