import { Anchor, Container, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../lib/paths';

/** Shown for unmatched routes and for anything a route throws while loading or rendering. */
export function RouteErrorPage() {
  const error = useRouteError();

  useEffect(() => {
    // A 404 is an ordinary visitor mistake, not a fault worth logging.
    if (!isRouteErrorResponse(error) || error.status !== 404) console.error(error);
  }, [error]);

  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;

  return (
    <Container py="xl" px="md">
      <Title order={1} mb="md">
        Unexpected Application Error!
      </Title>
      {detail && <Text mb="md">{detail}</Text>}
      <Anchor component={Link} to={paths.home}>
        Back to the home page
      </Anchor>
    </Container>
  );
}
