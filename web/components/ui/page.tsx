import { Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's frame: the width limit and its single h1. */
export function Page({
  title,
  children,
  size = 'lg',
}: {
  title: string;
  children: ReactNode;
  size?: string;
}) {
  return (
    <Container size={size} py="xl" px="md">
      <Title order={1} mb="lg">
        {title}
      </Title>
      {children}
    </Container>
  );
}
