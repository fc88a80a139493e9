import { useState, type ReactNode } from 'react';
import {
  Breadcrumbs,
  Chip,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { emphasize, type Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import type { KeysUnder } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import WidgetsIcon from '@mui/icons-material/WidgetsOutlined';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';

/** A tiny folder tree for the navigable breadcrumb. */
interface Folder {
  key: KeysUnder<'showcaseComponents.breadcrumb.folders'>;
  children?: Folder[];
}
const TREE: Folder = {
  key: 'documents',
  children: [
    {
      key: 'projects',
      children: [
        { key: 'website', children: [{ key: 'design' }, { key: 'content' }] },
        { key: 'mobile', children: [] },
      ],
    },
    { key: 'invoices', children: [{ key: 'year2024' }, { key: 'year2025' }] },
  ],
};

const chipCrumb = {
  bgcolor: 'action.selected',
  '&:hover, &:focus': { bgcolor: (theme: Theme) => emphasize(theme.palette.action.selected, 0.08) },
} as const;

function FolderBrowser() {
  const t = useScopedTranslate('showcaseComponents.breadcrumb.folders');
  const [trail, setTrail] = useState<Folder[]>([TREE]);
  const current = trail[trail.length - 1];
  return (
    <Stack spacing={1}>
      <Breadcrumbs aria-label={t('label')} separator={<NavigateNextIcon fontSize="small" />}>
        {trail.map((folder, index) =>
          index === trail.length - 1 ? (
            <Typography key={folder.key} color="text.primary" aria-current="page">
              {t(folder.key)}
            </Typography>
          ) : (
            <Link
              key={folder.key}
              component="button"
              underline="hover"
              onClick={() => setTrail(trail.slice(0, index + 1))}
            >
              {t(folder.key)}
            </Link>
          ),
        )}
      </Breadcrumbs>
      <List dense sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {current.children?.map((child) => (
          <ListItem key={child.key} disablePadding>
            <ListItemButton disabled={!child.children} onClick={() => setTrail([...trail, child])}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                {child.children ? <FolderIcon fontSize="small" /> : <DescriptionIcon fontSize="small" />}
              </ListItemIcon>
              <ListItemText primary={t(child.key)} />
            </ListItemButton>
          </ListItem>
        ))}
        {!current.children?.length && (
          <ListItem>
            <ListItemText primary={t('empty')} />
          </ListItem>
        )}
      </List>
    </Stack>
  );
}

export default function BreadcrumbShowcase() {
  const t = useScopedTranslate('showcaseComponents.breadcrumb');
  const translate = useT();
  const home = translate('home.title');
  const components = translate('showcaseComponents.menu');
  const here = translate('showcaseComponents.breadcrumb.title');
  const trail = (separator?: ReactNode) => (
    <Breadcrumbs aria-label={t('label')} separator={separator}>
      <Link component={RouterLink} to="/home" underline="hover" color="inherit">
        {home}
      </Link>
      <Link component={RouterLink} to="/components/alert" underline="hover" color="inherit">
        {components}
      </Link>
      <Typography color="text.primary" aria-current="page">
        {here}
      </Typography>
    </Breadcrumbs>
  );
  return (
    <DemoGrid>
      <DemoCard
        title={t('basic.title')}
        subtitle={t('basic.subtitle')}
        code={
          '<Breadcrumbs>\n  <Link component={RouterLink} to="/home">Home</Link>\n  <Typography aria-current="page">Breadcrumb</Typography>\n</Breadcrumbs>'
        }
      >
        {trail()}
      </DemoCard>
      <DemoCard
        title={t('separators.title')}
        subtitle={t('separators.subtitle')}
        code={'<Breadcrumbs separator={<NavigateNextIcon fontSize="small" />}>…'}
      >
        <Stack spacing={1}>
          {trail('›')}
          {trail('-')}
          {trail(<NavigateNextIcon fontSize="small" />)}
        </Stack>
      </DemoCard>
      <DemoCard title={t('icons.title')} subtitle={t('icons.subtitle')}>
        <Stack spacing={2}>
          <Breadcrumbs aria-label={t('label')}>
            <Link
              component={RouterLink}
              to="/home"
              underline="hover"
              color="inherit"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <HomeIcon fontSize="small" />
              {home}
            </Link>
            <Link
              component={RouterLink}
              to="/components/alert"
              underline="hover"
              color="inherit"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <WidgetsIcon fontSize="small" />
              {components}
            </Link>
            <Typography color="text.primary" aria-current="page">
              {here}
            </Typography>
          </Breadcrumbs>
          <Breadcrumbs aria-label={t('label')}>
            <Chip
              component={RouterLink}
              to="/home"
              clickable
              label={home}
              icon={<HomeIcon fontSize="small" />}
              sx={chipCrumb}
            />
            <Chip component={RouterLink} to="/components/alert" clickable label={components} sx={chipCrumb} />
            <Chip label={here} color="primary" aria-current="page" />
          </Breadcrumbs>
        </Stack>
      </DemoCard>
      <DemoCard
        title={t('collapsed.title')}
        subtitle={t('collapsed.subtitle')}
        code={'<Breadcrumbs maxItems={3} itemsBeforeCollapse={1} itemsAfterCollapse={1}>…'}
      >
        <Breadcrumbs
          aria-label={t('label')}
          maxItems={3}
          itemsBeforeCollapse={1}
          itemsAfterCollapse={1}
          expandText={t('collapsed.expand')}
        >
          <Link component={RouterLink} to="/home" underline="hover" color="inherit">
            {home}
          </Link>
          <Link component={RouterLink} to="/components/alert" underline="hover" color="inherit">
            {components}
          </Link>
          <Link component={RouterLink} to="/components/button" underline="hover" color="inherit">
            {translate('showcaseComponents.button.title')}
          </Link>
          <Link component={RouterLink} to="/components/badge" underline="hover" color="inherit">
            {translate('showcaseComponents.badge.title')}
          </Link>
          <Typography color="text.primary" aria-current="page">
            {here}
          </Typography>
        </Breadcrumbs>
      </DemoCard>
      <DemoCard title={t('folders.title')} subtitle={t('folders.subtitle')}>
        <FolderBrowser />
      </DemoCard>
    </DemoGrid>
  );
}
