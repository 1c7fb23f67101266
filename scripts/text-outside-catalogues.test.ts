import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * Text meant for people lives in the message catalogues (messages/<area>/<locale>.json, decision
 * 031), never as a literal in the web app. This test reads every module of web/ and reports the
 * literal text it shows: JSX text, a string given to a text prop (label, title, placeholder,
 * aria-label, alt, description, error, message ...), a text property of an object literal, and
 * the text of a showAlert call. Texts are letters; numbers, symbols and `lang` names are not.
 *
 * Every file of web/ is converted (the list of files still to convert ran empty with issue 19):
 * a file with such text fails here. A text that must stay literal (a brand name) goes into the
 * catalogue too, the same in both languages.
 *
 * common/ and server/ say their texts through API answers, mails, feeds and server-rendered pages:
 * there it reads the sentences of zod checks (`error`, and a check's message argument), of the
 * HTTP errors thrown (badRequest('...'), new HttpError(409, '...')) and text properties. A code
 * (`user_exists`, `current_password:`) is no text.
 */
const ROOT = join(import.meta.dirname, '..');
const TEXT_PROP =
  /^(label|title|placeholder|aria-label|aria-description|alt|description|error|message|heading|subject|text|confirmLabel|cancelLabel|loaderLabel|emptyText|[a-z]+(Label|Text|Title|Message))$/;
const LETTERS = /\p{L}{2,}/u;

type Node = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function sourceFiles(dir: string, skip: readonly string[] = []): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (skip.includes(relative(ROOT, path).split('\\').join('/'))) return [];
    if (entry.isDirectory()) return sourceFiles(path, skip);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || entry.name === 'test-fixtures.ts')
      return [];
    return [path];
  });
}

/** The literal texts a value shows: strings and templates, through ?:, && / || and +. */
function literalTexts(node: unknown): string[] {
  if (!isNode(node)) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [node.value] : [];
    case 'TemplateLiteral':
      return [(node.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked).join(' ')];
    case 'ConditionalExpression':
      return [...literalTexts(node.consequent), ...literalTexts(node.alternate)];
    case 'LogicalExpression':
      return [...literalTexts(node.left), ...literalTexts(node.right)];
    case 'BinaryExpression':
      // A comparison (`date !== 'tbd' && …`) shows nothing; a concatenation shows both sides.
      return node.operator === '+' ? [...literalTexts(node.left), ...literalTexts(node.right)] : [];
    case 'JSXExpressionContainer':
      return literalTexts(node.expression);
    default:
      return [];
  }
}

const nameOf = (node: unknown): string | undefined => {
  if (!isNode(node)) return undefined;
  if (node.type === 'JSXIdentifier' || node.type === 'Identifier') return node.name as string;
  if (node.type === 'JSXNamespacedName') return `${nameOf(node.namespace)}:${nameOf(node.name)}`;
  if (node.type === 'Literal') return String(node.value);
  if (node.type === 'MemberExpression') return nameOf(node.property);
  return undefined;
};

/** zod's checks, whose message argument a reader sees, and the server's HTTP errors (server/lib/errors.ts). */
const CHECK = /^(min|max|int|positive|nonnegative|length|regex|refine|email|url)$/;
const HTTP_ERROR = /^(badRequest|unauthorized|forbidden|notFound|conflict|HttpError)$/;
const CODE = /^[a-z]+(_[a-z]+)*:?$/;

/** Every literal text for people in one module of common/ or server/. */
function sentencesIn(source: string, filename: string): string[] {
  const { program, errors } = parseSync(filename, source, { lang: 'ts' });
  if (errors.length > 0) throw new Error(`${filename}: ${errors[0]?.message}`);
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'Property' && TEXT_PROP.test(nameOf(node.key) ?? ''))
      found.push(...literalTexts(node.value));
    if (node.type === 'CallExpression' || node.type === 'NewExpression') {
      const callee = nameOf(node.callee) ?? '';
      if (CHECK.test(callee) || HTTP_ERROR.test(callee)) {
        for (const argument of node.arguments as unknown[]) found.push(...literalTexts(argument));
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'type' && typeof value === 'object') visit(value);
    }
  };
  visit(program);
  return found.map((text) => text.trim()).filter((text) => LETTERS.test(text) && !CODE.test(text));
}

/** Every literal text for people in one module. */
function textsIn(source: string, filename: string): string[] {
  const { program, errors } = parseSync(filename, source, { lang: filename.endsWith('.tsx') ? 'tsx' : 'ts' });
  if (errors.length > 0) throw new Error(`${filename}: ${errors[0]?.message}`);
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'JSXText') found.push(String(node.value));
    if (node.type === 'JSXExpressionContainer' && !isNode(node.expression)) return;
    if (node.type === 'JSXElement' || node.type === 'JSXFragment') {
      for (const child of node.children as unknown[]) {
        if (isNode(child) && child.type === 'JSXExpressionContainer') found.push(...literalTexts(child));
      }
    }
    if (node.type === 'JSXAttribute' && TEXT_PROP.test(nameOf(node.name) ?? ''))
      found.push(...literalTexts(node.value));
    if (node.type === 'Property' && TEXT_PROP.test(nameOf(node.key) ?? ''))
      found.push(...literalTexts(node.value));
    if (node.type === 'CallExpression' && nameOf(node.callee) === 'showAlert') {
      found.push(...literalTexts((node.arguments as unknown[])[0]));
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'type' && typeof value === 'object') visit(value);
    }
  };
  visit(program);
  return found.map((text) => text.trim()).filter((text) => LETTERS.test(text));
}

/** Each file's texts as `find` reads them, for the files that have any. */
function textsByFile(
  files: string[],
  find: (source: string, file: string) => string[],
): Map<string, string[]> {
  return new Map(
    files
      .map((file) => [file, find(readFileSync(join(ROOT, file), 'utf8'), file)] as const)
      .filter(([, texts]) => texts.length > 0),
  );
}
describe('text outside the catalogues', () => {
  it('finds JSX text, text props, text properties and alerts, not code', () => {
    const source = [
      'const items = [{ label: "Teams", to: "/teams" }, { label: m.common_nav_rules }];',
      'export const A = () => (',
      '  <Stack className="stack" variant="white" gap="md">',
      '    <Title>Sign up</Title>',
      '    <TextInput label="E-Mail" placeholder={"you@example.com"} type="email" />',
      '    <p>{ok ? "Saved" : m.common_x()} · {count}</p>',
      // Split: a template placeholder inside a plain string.
      '    <img alt={`Logo of $' + '{team}`} src="/a.png" />',
      '    <p>{m.common_y()}</p>',
      "    {date !== 'tbd' && <span>{time}</span>}",
      "    <p>{'Week ' + week}</p>",
      '  </Stack>',
      ');',
      'showAlert("Role updated!", "success");',
    ].join('\n');
    expect(textsIn(source, 'a.tsx')).toEqual([
      'Teams',
      'Sign up',
      'E-Mail',
      'you@example.com',
      'Saved',
      'Logo of',
      'Week',
      'Role updated!',
    ]);
  });

  const files = sourceFiles(join(ROOT, 'web')).map((path) => relative(ROOT, path).split('\\').join('/'));
  const withText = textsByFile(files, textsIn);

  it('reads the whole web app', () => {
    // Guards the check below against a path or filter change that would leave it nothing to read.
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('web/features/match-day/components/match-card.tsx');
  });

  it('no file holds text for people (put it in messages/<area>/<locale>.json)', () => {
    expect(Object.fromEntries(withText)).toEqual({});
  });
});

describe('text outside the catalogues in common/ and server/', () => {
  it('finds the sentences of zod checks, HTTP errors and text properties, not codes', () => {
    const source = [
      "const a = z.string({ error: 'Please enter a name.' }).max(9, 'At most 9.').min(1, { error: m.x });",
      // Split: template placeholders inside plain strings.
      'throw badRequest(`$' + '{field}: the file is empty.`);',
      "throw new HttpError(401, 'invalid_credentials');",
      "throw conflict('user_exists');",
      'throw badRequest(`current_password: $' + '{m.y()}`);',
      "recordAudit(tx, user, { action: 'settings.update', label: 'League settings' });",
      "const b = items.slice(0, 3).join(', ');",
    ].join('\n');
    // A chain's last check comes first: the walk meets the outer call before the inner.
    expect(sentencesIn(source, 'a.ts')).toEqual([
      'At most 9.',
      'Please enter a name.',
      ': the file is empty.',
      'League settings',
    ]);
  });

  /**
   * Not for the league's people: the operator's environment checks (server/config.ts, read in
   * the log like every start-up error), the API reference for developers (server/routes/docs.ts),
   * the error log's serializer (server/app.ts), command-line tools, seed data and test helpers.
   */
  const NOT_FOR_READERS = [
    'common/i18n/paraglide',
    'server/config.ts',
    'server/routes/docs.ts',
    'server/app.ts',
    'server/cli',
    'server/db',
    'server/perf',
    'server/reliability',
    'server/scale-out',
    'server/test',
  ];
  const files = ['common', 'server'].flatMap((dir) =>
    sourceFiles(join(ROOT, dir), NOT_FOR_READERS).map((path) => relative(ROOT, path).split('\\').join('/')),
  );
  const withText = textsByFile(files, sentencesIn);

  it('reads common/ and server/', () => {
    expect(files.length).toBeGreaterThan(120);
    expect(files).toContain('common/api/fields.ts');
    expect(files).toContain('server/services/logos.ts');
    expect(files).not.toContain('server/config.ts');
  });

  // The audit log's entries keep their target as data, named from the catalogues (decision 061).
  it('no file holds text for people', () => {
    expect(Object.fromEntries(withText)).toEqual({});
  });
});
