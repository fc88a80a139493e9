import { useId, useState, type ReactNode } from 'react';
import { Box, Card, CardContent, CardHeader, Collapse, IconButton, Tooltip } from '@mui/material';
import CodeIcon from '@mui/icons-material/Code';
import { useT } from '@/i18n/useT';

export interface DemoCardProps {
  /** Already translated heading of the example. */
  title: string;
  /** Already translated one-line explanation under the heading. */
  subtitle?: string;
  /** Source of the example, shown on demand so a developer can copy how it is built. */
  code?: string;
  children: ReactNode;
}

/** One example of a showcase screen: a titled card, optionally with the code that builds it. */
export function DemoCard({ title, subtitle, code, children }: DemoCardProps) {
  const translate = useT();
  const [showCode, setShowCode] = useState(false);
  const codeId = useId();
  const label = translate(showCode ? 'showcaseShared.hideCode' : 'showcaseShared.showCode');
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardHeader
        title={title}
        subheader={subtitle}
        slotProps={{ title: { variant: 'h6', component: 'h3' }, subheader: { variant: 'body2' } }}
        action={
          code ? (
            <Tooltip title={label}>
              <IconButton
                aria-label={label}
                aria-expanded={showCode}
                aria-controls={codeId}
                onClick={() => setShowCode(!showCode)}
                color={showCode ? 'primary' : 'default'}
              >
                <CodeIcon />
              </IconButton>
            </Tooltip>
          ) : undefined
        }
      />
      {code && (
        <Collapse in={showCode} id={codeId}>
          <Box
            component="pre"
            dir="ltr"
            sx={{
              mx: 2,
              mb: 1,
              p: 2,
              borderRadius: 1,
              overflowX: 'auto',
              fontSize: 13,
              fontFamily: 'monospace',
              textAlign: 'start',
              bgcolor: 'action.hover',
              color: 'text.primary',
            }}
          >
            <code>{code.trim()}</code>
          </Box>
        </Collapse>
      )}
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}
