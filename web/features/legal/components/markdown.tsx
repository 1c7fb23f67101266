import { Anchor, List, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

// A tiny renderer for our own legal texts (headings, paragraphs, lists, bold, links): it builds
// React elements, so no HTML string is ever injected, and it saves shipping a markdown library.

const inlinePattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(inlinePattern)) {
    const [whole, bold, label, href] = match;
    nodes.push(text.slice(last, match.index));
    if (bold !== undefined) {
      nodes.push(<strong key={match.index}>{bold}</strong>);
    } else if (label !== undefined && href !== undefined) {
      nodes.push(
        href.startsWith('/') ? (
          <Anchor key={match.index} component={Link} to={href}>
            {label}
          </Anchor>
        ) : (
          <Anchor
            key={match.index}
            href={href}
            {...(href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {label}
          </Anchor>
        ),
      );
    }
    last = match.index + whole.length;
  }
  nodes.push(text.slice(last));
  return nodes;
}

function renderBlock(block: string, index: number): ReactNode {
  const heading = /^(#{1,3}) (.*)$/.exec(block);
  if (heading?.[1] && heading[2] !== undefined) {
    const order = heading[1].length as 1 | 2 | 3;
    return (
      <Title
        key={index}
        order={order}
        size={order === 1 ? 'h1' : order === 2 ? 'h3' : 'h4'}
        mt={order === 1 ? 0 : 'xl'}
        mb="sm"
      >
        {heading[2]}
      </Title>
    );
  }
  const lines = block.split('\n');
  if (lines.every((line) => line.startsWith('- '))) {
    return (
      <List key={index} spacing={4} mb="md">
        {lines.map((line) => (
          <List.Item key={line}>{renderInline(line.slice(2))}</List.Item>
        ))}
      </List>
    );
  }
  // Single line breaks are kept: addresses are written one part per line.
  return (
    <Text key={index} mb="md">
      {lines.map((line, lineIndex) => (
        <Fragment key={line}>
          {lineIndex > 0 && <br />}
          {renderInline(line)}
        </Fragment>
      ))}
    </Text>
  );
}

/** Renders markdown, replacing {{key}} placeholders with the given values. */
export function Markdown({ source, values }: { source: string; values: Record<string, string> }) {
  const text = source.replace(/\{\{(\w+)\}\}/g, (placeholder, key: string) => values[key] ?? placeholder);
  return (
    <>
      {text
        .trim()
        .split(/\n\s*\n/)
        .map((block, index) => renderBlock(block.trim(), index))}
    </>
  );
}
