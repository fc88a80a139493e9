import { Box, Typography } from '@mui/material';
import { useResourceContext } from 'react-admin';
import { areaKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { AREA_ICONS } from '../areaIcons';
import { areaOf } from '../areas';
import { AddButton } from './AddButton';

/** Shown when an area has no records yet: what it is and, for who may add, an add button. */
export function EmptyState() {
  const area = useResourceContext()!;
  const declaration = areaOf(area);
  const translate = useT();
  const Icon = AREA_ICONS[declaration.menu.icon];
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, width: '100%' }}>
      <Icon sx={{ fontSize: 72, color: 'text.disabled' }} />
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate(areaKey(area, 'page.list'))}
      </Typography>
      <Typography>{translate('adminKit.empty.title')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('adminKit.empty.body')}
      </Typography>
      {declaration.paths.add && <AddButton to={declaration.paths.add} prominent />}
    </Box>
  );
}
