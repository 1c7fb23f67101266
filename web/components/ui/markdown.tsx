import { Anchor, List, Text, Title, type TitleOrder } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { type Block, fillPlaceholders, type Inline, parseMarkdown } from '../../lib/markdown';

// The league's texts (decision 043) as React elements from parsed data (web/lib/markdown.ts): no
// HTML string is ever injected, and no markdown library is shipped.

function renderNode(node: Inline, key: string): ReactNode {
  if (node.kind === 'text') return <Fragment key={key}>{node.text}</Fragment>;
  if (node.kind === 'bold') return <strong key={key}>{node.text}</strong>;
  if (node.target === 'page') {
    return (
      <Anchor key={key} component={Link} to={node.href}>
        {node.label}
      </Anchor>
    );
  }
  return node.target === 'web' ? (
    <Anchor key={key} href={node.href} target="_blank" rel="noopener noreferrer">
      {node.label}
    </Anchor>
  ) : (
    <Anchor key={key} href={node.href}>
      {node.label}
    </Anchor>
  );
}

const renderInline = (nodes: Inline[]): ReactNode[] =>
  nodes.map((node, index) => renderNode(node, `${index}-${node.kind}`));

const SIZES: Record<number, string> = { 1: 'h1', 2: 'h3', 3: 'h4', 4: 'h5', 5: 'h6', 6: 'h6' };

function renderBlock(block: Block, index: number, topLevel: number): ReactNode {
  switch (block.kind) {
    case 'heading': {
      // A text shown under a page's own headings starts lower: its # is the level below them.
      const order = Math.min(block.level + topLevel - 1, 6) as TitleOrder;
      return (
        <Title key={index} order={order} size={SIZES[order]} mt={order === 1 ? 0 : 'xl'} mb="sm">
          {renderInline(block.content)}
        </Title>
      );
    }
    case 'list':
      return (
        <List key={index} spacing={4} mb="md">
          {block.items.map((item, itemIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity but their place
            <List.Item key={itemIndex}>{renderInline(item)}</List.Item>
          ))}
        </List>
      );
    case 'paragraph':
      return (
        <Text key={index} mb="md">
          {block.lines.map((line, lineIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their place
            <Fragment key={lineIndex}>
              {lineIndex > 0 && <br />}
              {renderInline(line)}
            </Fragment>
          ))}
        </Text>
      );
  }
}

/**
 * Renders a league text, filling {{field}} with the league's details. `topLevel`: the heading
 * level of its `#` (1 on a page of its own, lower inside a page's section).
 */
export function Markdown({
  source,
  values = {},
  topLevel = 1,
}: {
  source: string;
  values?: Readonly<Record<string, string>>;
  topLevel?: number;
}) {
  return (
    <>
      {parseMarkdown(fillPlaceholders(source, values)).map((block, index) =>
        renderBlock(block, index, topLevel),
      )}
    </>
  );
}
