import type { ReactNode } from 'react';
import { Alert, Button, Card, CardContent, CardHeader, Skeleton } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useT } from '@/i18n/useT';

interface Props {
  title?: string;
  subheader?: string;
  action?: ReactNode;
  children: ReactNode;
  minHeight?: number;
}

/** The frame of a dashboard card: title, optional subtitle and header action, content. */
export function WidgetCard({ title, subheader, action, children, minHeight }: Props) {
  return (
    <Card sx={{ height: '100%', minHeight }}>
      {title && (
        <CardHeader
          title={title}
          subheader={subheader}
          action={action}
          slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        />
      )}
      <CardContent sx={{ pt: title ? 0 : undefined }}>{children}</CardContent>
    </Card>
  );
}

/** Shows a card's data once loaded: a placeholder meanwhile, a retry on failure. */
export function WhenLoaded<T>({
  query,
  height = 200,
  children,
}: {
  query: UseQueryResult<T>;
  height?: number;
  children: (data: T) => ReactNode;
}) {
  const translate = useT();
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {translate('dashboards.common.retry')}
          </Button>
        }
      >
        {translate('dashboards.common.loadFailed')}
      </Alert>
    );
  }
  if (query.data === undefined)
    return <Skeleton variant="rounded" height={height} aria-label={translate('dashboards.common.loading')} />;
  return <>{children(query.data)}</>;
}
