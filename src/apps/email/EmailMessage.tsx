import { Avatar, Box, Card, CardContent, Chip, Divider, Link, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Email } from '@/mock/types/email';
import { SafeHtml } from '@/shared/SafeHtml';
import { formatFullTime } from './emailText';

/** One message of a thread: sender, recipients, time, the sanitised body and its attachments. */
export function EmailMessage({ email }: { email: Email }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const recipients = email.to.map((a) => a.name || a.email).join(', ');
  return (
    <Card variant="outlined" component="article" aria-label={translate('emailApp.view.messageFrom', { name: email.from.name })}>
      <CardContent>
        <Stack direction="row" spacing={1.5} alignItems="flex-start">
          <Avatar src={email.from.avatar} alt="" />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography fontWeight={600}>{email.from.name}</Typography>
            <Typography variant="body2" color="text.secondary" noWrap>{email.from.email}</Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('emailApp.view.to', { names: recipients || translate('emailApp.noRecipient') })}
              {email.cc.length > 0 && ` · ${translate('emailApp.view.cc', { names: email.cc.join(', ') })}`}
            </Typography>
          </Box>
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>{formatFullTime(email.time, locale)}</Typography>
        </Stack>
        <Divider sx={{ my: 2 }} />
        <SafeHtml html={email.message} sx={{ wordBreak: 'break-word' }} />
        {email.attachments.length > 0 && (
          <>
            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle2" gutterBottom>{translate('emailApp.view.attachments', { smart_count: email.attachments.length })}</Typography>
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
              {email.attachments.filter((file) => file.url.startsWith('data:')).map((file) => (
                <Chip key={file.fileName} variant="outlined" component={Link} href={file.url} download={file.fileName} clickable
                  avatar={<Avatar src={file.thumbnail} alt="" variant="square" />} label={`${file.fileName} (${file.size})`} />
              ))}
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
}
