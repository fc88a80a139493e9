import {
  Alert,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { areaKey, dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { useSessionUser } from '@/auth/session';
import { buildAbility, can } from '@/auth/abilities';

/** What the signed-in user may do, read from their ability list. */
export default function AccessControlPage() {
  const translate = useT();
  const user = useSessionUser();
  const rules = user?.ability ?? [];
  // The product's subjects by name: its own pages, a management area by its plural name, anything else as it is.
  const subjectName = (subject: string) =>
    translate(dynamicKey(`acl.subjects.${subject}`), {
      _: translate(areaKey(subject, 'name'), { smart_count: 2, _: subject }),
    });
  const mayReadAnalytics = can('read', 'Analytics', buildAbility(rules));
  return (
    <Stack spacing={3}>
      <Card>
        <CardHeader title={translate('acl.commonTitle')} />
        <CardContent>
          <Typography sx={{ mb: 2 }}>{translate('acl.commonBody', { role: user?.role ?? '' })}</Typography>
          <Table size="small" aria-label={translate('acl.abilities')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('acl.permission')}</TableCell>
                <TableCell>{translate('acl.action')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rules.map((rule) => (
                <TableRow key={`${rule.action}-${rule.subject}`}>
                  <TableCell>{translate(`acl.rule.${rule.action}`, { subject: subjectName(rule.subject) })}</TableCell>
                  <TableCell>
                    <Chip size="small" color="primary" label={rule.action} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      {mayReadAnalytics ? (
        <Card data-testid="analytics-card">
          <CardHeader title={translate('acl.analyticsTitle')} />
          <CardContent>
            <Typography>{translate('acl.analyticsBody')}</Typography>
          </CardContent>
        </Card>
      ) : (
        <Alert severity="info">{translate('acl.analyticsHidden')}</Alert>
      )}
    </Stack>
  );
}
