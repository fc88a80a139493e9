import { Avatar, Box, Card, CardContent, Chip, Divider, Link, Stack, Typography } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { useT } from '@/i18n/useT';
import type { Email } from '@/mock/types/email';
import { EmailBody } from './EmailBody';
import { formatFullTime } from './emailText';

/** One message of a thread: sender, recipients, time, the body (sandboxed) and its attachments. */
export function EmailMessage({ email }: { email: Email }) {
  const translate = useT();
  const [locale] = useLocaleState();
  const recipients = email.to.map((a) => a.name || a.email).join(', ');
  return (
    // Never squeezed by the thread's scrolling column: a long message makes the column scroll, not its card clip.
    <Card
      variant="outlined"
      component="article"
      aria-label={translate('emailApp.view.messageFrom', { name: email.from.name })}
      sx={{ flexShrink: 0 }}
    >
      <CardContent>
        <Stack direction="row" spacing={1.5} alignItems="flex-start">
          <Avatar src={email.from.avatar} alt="" />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography fontWeight={600}>{email.from.name}</Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {email.from.email}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('emailApp.view.to', { names: recipients || translate('emailApp.noRecipient') })}
              {email.cc.length > 0 && ` · ${translate('emailApp.view.cc', { names: email.cc.join(', ') })}`}
            </Typography>
          </Box>
          <Typography variant="caption" color="text.secondary">
            {formatFullTime(email.time, locale)}
          </Typography>
        </Stack>
        <Divider sx={{ my: 2 }} />
        <EmailBody html={email.message} />
        {email.attachments.length > 0 && (
          <>
            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle2" gutterBottom>
              {translate('emailApp.view.attachments', { smart_count: email.attachments.length })}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
              {email.attachments
                .filter((file) => file.url.startsWith('data:'))
                .map((file) => (
                  <Chip
                    key={file.fileName}
                    variant="outlined"
                    component={Link}
                    href={file.url}
                    download={file.fileName}
                    clickable
                    avatar={<Avatar src={file.thumbnail} alt="" variant="square" />}
                    label={`${file.fileName} (${file.size})`}
                  />
                ))}
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
}
