import { Anchor, Container, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { m } from '../../common/i18n/messages';
import { paths } from '../lib/paths';

/** Shown for anything a route throws, and as the catch-all route, where there is no error: a 404. */
export function RouteErrorPage() {
  const error = useRouteError();

  useEffect(() => {
    if (error) console.error(error);
  }, [error]);

  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : error === undefined
        ? m.common_error_no_page()
        : null;

  return (
    <Container py="xl" px="md">
      <Title order={1} mb="md">
        {m.common_error_unexpected()}
      </Title>
      {detail && <Text mb="md">{detail}</Text>}
      <Anchor component={Link} to={paths.home}>
        {m.common_error_back_home()}
      </Anchor>
    </Container>
  );
}
