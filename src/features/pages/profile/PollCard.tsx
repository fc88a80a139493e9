import {
  Box,
  Card,
  CardContent,
  FormControlLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useT } from '@/i18n/useT';
import { useFormat } from '@/i18n/format';
import { vote, type Poll } from './api';
import { pollShares } from './pollResults';
import { patchProfile } from './profileCache';

/** A poll: pick an option to vote (or move the vote); each option's share of the votes shows beside it. */
export function PollCard({ poll }: { poll: Poll }) {
  const translate = useT();
  const notify = useNotify();
  const format = useFormat();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (optionId: number) => vote(poll.id, optionId),
    onSuccess: (updated) => {
      patchProfile(client, (data) => ({ ...data, polls: data.polls.map((p) => (p.id === updated.id ? updated : p)) }));
      notify('profile.voted', { type: 'success' });
    },
    onError: () => notify('shared.saveFailed', { type: 'error' }),
  });
  const total = poll.options.reduce((sum, option) => sum + option.votes, 0);
  const labelId = `poll-${poll.id}`;
  return (
    <Card component="section" aria-labelledby={labelId}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {translate('profile.poll')}
        </Typography>
        <Typography id={labelId} fontWeight={600} sx={{ mb: 1 }}>
          {poll.question}
        </Typography>
        <RadioGroup
          aria-labelledby={labelId}
          value={poll.votedOptionId ?? ''}
          onChange={(_, value) => mutation.mutate(Number(value))}
        >
          {pollShares(poll.options).map((option) => (
            <Box key={option.id} sx={{ mb: 1 }}>
              <Stack direction="row" alignItems="center" justifyContent="space-between">
                <FormControlLabel
                  value={option.id}
                  control={<Radio size="small" disabled={mutation.isPending} />}
                  label={option.label}
                />
                <Typography variant="body2" color="text.secondary">
                  {format.percent(option.percent)}
                </Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={option.percent}
                aria-hidden
                sx={{ height: 6, borderRadius: 3 }}
              />
            </Box>
          ))}
        </RadioGroup>
        <Typography variant="body2" color="text.secondary">
          {translate('profile.votes', { smart_count: total })}
          {poll.votedOptionId !== null && ` · ${translate('profile.youVoted')}`}
        </Typography>
      </CardContent>
    </Card>
  );
}
