import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  CardMedia,
  Divider,
  Grid,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import MailIcon from '@mui/icons-material/MailOutline';
import ChatIcon from '@mui/icons-material/ChatBubbleOutline';
import EventIcon from '@mui/icons-material/EventOutlined';
import { Link } from 'react-router-dom';
import { scoped } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';

const TONES = ['primary', 'success', 'warning', 'error', 'info', 'secondary'] as const;
const ALIGNMENTS = ['left', 'center', 'right'] as const;
const TABS = ['overview', 'details', 'help'] as const;

/** Plain cards: media, header and footer, lists, tabs, alignment and colours. Every button leads to a real page. */
export default function BasicCardsPage() {
  const translate = useT();
  const theme = useTheme();
  const [tab, setTab] = useState<(typeof TABS)[number]>('overview');
  const t = scoped(translate, 'cards.basic');
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card sx={{ height: '100%' }}>
          <CardMedia
            sx={{
              height: 160,
              background: `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.info.main})`,
            }}
            role="img"
            aria-label={t('media.imageAlt')}
          />
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('media.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('media.body')}
            </Typography>
          </CardContent>
          <CardActions>
            <Button component={Link} to="/apps/e-commerce/shop">
              {t('media.shop')}
            </Button>
            <Button component={Link} to="/pages/faq">
              {t('media.faq')}
            </Button>
          </CardActions>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
          <CardHeader
            title={t('headerFooter.title')}
            subheader={t('headerFooter.subtitle')}
            slotProps={{ title: { variant: 'h6', component: 'h2' } }}
          />
          <Divider />
          <CardContent sx={{ flexGrow: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('headerFooter.body')}
            </Typography>
          </CardContent>
          <Divider />
          <CardActions sx={{ justifyContent: 'space-between' }}>
            <Typography variant="caption" color="text.secondary">
              {t('headerFooter.footer')}
            </Typography>
            <Button size="small" variant="contained" component={Link} to="/apps/invoice/add/">
              {t('headerFooter.action')}
            </Button>
          </CardActions>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card sx={{ height: '100%' }}>
          <CardHeader title={t('list.title')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
          <List disablePadding>
            {(
              [
                ['email', '/apps/email', MailIcon],
                ['chat', '/apps/chat', ChatIcon],
                ['calendar', '/apps/calendar', EventIcon],
              ] as const
            ).map(([key, to, Icon]) => (
              <ListItem key={key} disablePadding>
                <ListItemButton component={Link} to={to} divider>
                  <ListItemIcon>
                    <Icon color="primary" />
                  </ListItemIcon>
                  <ListItemText primary={t(`list.${key}`)} secondary={t(`list.${key}Hint`)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card sx={{ height: '100%' }}>
          <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Tabs value={tab} onChange={(_, next: (typeof TABS)[number]) => setTab(next)} aria-label={t('tabs.label')}>
              {TABS.map((key) => (
                <Tab
                  key={key}
                  value={key}
                  label={t(`tabs.${key}`)}
                  id={`card-tab-${key}`}
                  aria-controls={`card-tabpanel-${key}`}
                />
              ))}
            </Tabs>
          </Box>
          <CardContent role="tabpanel" id={`card-tabpanel-${tab}`} aria-labelledby={`card-tab-${tab}`}>
            <Typography variant="h6" component="h2" gutterBottom>
              {t(`tabs.${tab}`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`tabs.${tab}Body`)}
            </Typography>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Grid container spacing={2} sx={{ height: '100%' }}>
          {ALIGNMENTS.map((align) => (
            <Grid key={align} size={{ xs: 12, sm: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent sx={{ textAlign: align }}>
                  <Typography variant="subtitle1" component="h2" fontWeight={600}>
                    {t(`align.${align}`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('align.body')}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Grid>
      {TONES.map((tone) => (
        <Grid key={tone} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card sx={{ bgcolor: theme.palette[tone].main, color: theme.palette[tone].contrastText }}>
            <CardContent>
              <Typography variant="h6" component="h2">
                {t(`tones.${tone}`)}
              </Typography>
              <Typography variant="body2" sx={{ color: theme.palette[tone].contrastText }}>
                {t('tones.body')}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
