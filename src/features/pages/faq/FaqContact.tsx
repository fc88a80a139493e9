import { Box, Card, CardActionArea, CardContent, Grid, Stack, Typography } from '@mui/material';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import MailIcon from '@mui/icons-material/MailOutline';
import { useT } from '@/i18n/useT';

/** "Still have a question?": the support phone and e-mail, each one click away. */
export function FaqContact({ phone, email }: { phone: string; email: string }) {
  const translate = useT();
  const channels = [
    {
      key: 'phone',
      Icon: PhoneIcon,
      value: phone,
      href: `tel:${phone.replace(/[^+\d]/g, '')}`,
      hint: translate('faq.contact.phoneHint'),
    },
    { key: 'email', Icon: MailIcon, value: email, href: `mailto:${email}`, hint: translate('faq.contact.emailHint') },
  ];
  return (
    <Box component="section" aria-labelledby="faq-contact" sx={{ mt: 6, textAlign: 'center' }}>
      <Typography id="faq-contact" variant="h4" component="h2" gutterBottom>
        {translate('faq.contact.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('faq.contact.subtitle')}
      </Typography>
      <Grid container spacing={3} justifyContent="center">
        {channels.map(({ key, Icon, value, href, hint }) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 5 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component="a" href={href} sx={{ height: '100%' }}>
                <CardContent>
                  <Stack alignItems="center" spacing={1}>
                    <Box
                      sx={{
                        p: 1.5,
                        borderRadius: 2,
                        bgcolor: 'primary.main',
                        color: 'primary.contrastText',
                        display: 'flex',
                      }}
                    >
                      <Icon />
                    </Box>
                    <Typography variant="h5" component="p">
                      {value}
                    </Typography>
                    <Typography color="text.secondary">{hint}</Typography>
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
