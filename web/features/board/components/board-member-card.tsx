import { Button, Card, Text, Title } from '@mantine/core';
import type { BoardMember } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { useAlert } from '../../../lib/alert';
import classes from './board-member-card.module.css';

export function BoardMemberCard({ member }: { member: BoardMember }) {
  const { showAlert } = useAlert();

  async function copyEmail() {
    try {
      await navigator.clipboard.writeText(member.mail);
      showAlert(m.public_board_mail_copied(), 'success');
    } catch {
      showAlert(m.public_board_mail_copy_failed(), 'error');
    }
  }

  return (
    <Card withBorder padding="lg" radius="md" component="article" className={classes.card}>
      <img
        className={classes.photo}
        src={member.img_url}
        alt={member.name}
        width={160}
        height={160}
        loading="lazy"
      />
      <Title order={2} size="h4" mt="md">
        {member.name}
      </Title>
      <Text c="dimmed">{member.role}</Text>
      <Button
        variant="light"
        mt="md"
        onClick={copyEmail}
        aria-label={m.public_board_copy_mail_of({ name: member.name })}
      >
        {m.public_board_copy_mail()}
      </Button>
    </Card>
  );
}
