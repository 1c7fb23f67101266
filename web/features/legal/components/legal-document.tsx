import { Container } from '@mantine/core';
import operator from '../../../content/operator.json';
import classes from './legal-document.module.css';
import { Markdown } from './markdown';

/** A legal page: its markdown (which holds the page's h1) filled with the operator's details. */
export function LegalDocument({ source }: { source: string }) {
  return (
    <Container size="md" py="xl" px="md" lang="de" className={classes.document}>
      <Markdown source={source} values={operator} />
    </Container>
  );
}
