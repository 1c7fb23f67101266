import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { MatchFairPlay } from '../../../../common/api/fair-play';
import { fieldError } from '../../../../common/api/field-errors';
import { m } from '../../../../common/i18n/messages';
import { LIMITS } from '../../../../common/limits';
import { useAction } from '../../../lib/use-action';
import { fairPlayQueryKey, rateFairPlay } from '../api/fair-play';

const SCORES = ['1', '2', '3', '4', '5'] as const;

/** One score, 1 to 5, with the rubric it is given on. */
function ScoreField(props: {
  label: string;
  rubric: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Radio.Group
      label={props.label}
      description={props.rubric}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      required
    >
      <Group gap="md" mt="xs">
        {SCORES.map((score) => (
          <Radio key={score} value={score} label={score} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/**
 * The fair-play rating of a match (docs/PRODUCT.md#fair-play): the other team on its rubric with
 * an optional comment, each appointed referee on theirs; sent once for the team.
 */
export function FairPlayForm({
  data,
}: {
  data: MatchFairPlay & { other_team: { team_id: number; name: string } };
}) {
  const { run, pending } = useAction([fairPlayQueryKey]);
  const [scores, setScores] = useState<Record<string, string>>({});
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const keys = ['team', ...data.referees.map((r) => `referee-${r.referee_id}`)];

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The API's own checks, loaded with the first send (zod stays out of the page's start).
    const { fairPlayCommentField, fairPlayScoreField } = await import('../../../../common/api/fair-play');
    const found: Record<string, string | undefined> = { comment: fieldError(fairPlayCommentField, comment) };
    for (const key of keys)
      found[key] = fieldError(fairPlayScoreField, scores[key] ? Number(scores[key]) : undefined);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const text = comment.trim();
    await run(
      () =>
        rateFairPlay({
          match_id: data.match_id,
          ratings: [
            {
              team_id: data.other_team.team_id,
              score: Number(scores.team),
              ...(text ? { comment: text } : {}),
            },
            ...data.referees.map((r) => ({
              referee_id: r.referee_id,
              score: Number(scores[`referee-${r.referee_id}`]),
            })),
          ],
        }),
      {
        success: m.dashboard_fair_play_sent(),
        subject: data.other_team.name,
        failure: m.dashboard_fair_play_failed(),
      },
    );
  }

  const field = (key: string, label: string, rubric: string) => (
    <ScoreField
      key={key}
      label={label}
      rubric={rubric}
      value={scores[key] ?? ''}
      error={errors[key]}
      onChange={(value) => setScores((before) => ({ ...before, [key]: value }))}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={m.dashboard_fair_play_title()}>
      <Stack gap="md">
        {field(
          'team',
          m.dashboard_fair_play_team_label({ team: data.other_team.name }),
          m.dashboard_fair_play_team_rubric(),
        )}
        <Textarea
          label={m.dashboard_fair_play_comment()}
          value={comment}
          maxLength={LIMITS.reasonMax}
          autosize
          minRows={2}
          error={errors.comment}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        {data.referees.map((r) =>
          field(
            `referee-${r.referee_id}`,
            m.dashboard_fair_play_referee_label({ name: r.name }),
            m.dashboard_fair_play_referee_rubric(),
          ),
        )}
        <Text size="sm" c="dimmed">
          {m.dashboard_fair_play_blind()}
        </Text>
        <div>
          <Button type="submit" loading={pending}>
            {m.dashboard_fair_play_send()}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
