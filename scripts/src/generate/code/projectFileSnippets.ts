/** Guide snippets outside the source: shell commands, package.json or state as JSON, a CI workflow. */
import type { Random } from '../random.ts';
import { slugify } from '../words/index.ts';
import { exampleValue, fields } from './snippetParts.ts';
import type { CodeSubject, Snippet } from './types.ts';

export function shellSnippet(random: Random, subject: CodeSubject): Snippet {
  const pkg = `@acme/${slugify(subject.entity.camel)}-store`;
  const commands = random.pick([
    [`npm install ${pkg} react-redux @reduxjs/toolkit`],
    [`yarn add ${pkg}`, 'yarn test --watch'],
    [`pnpm add ${pkg}`, 'pnpm run typecheck'],
    ['npx create-vite my-app --template react-ts', 'cd my-app', `npm install ${pkg}`],
  ]);
  return { language: 'sh', code: commands.join('\n') };
}

export function jsonSnippet(random: Random, subject: CodeSubject): Snippet {
  const e = subject.entity;
  if (random.chance(0.4)) {
    const dependencies = {
      '@reduxjs/toolkit': '^2.5.0',
      [`@acme/${slugify(e.camel)}-store`]: `^${random.int(1, 4)}.${random.int(0, 9)}.0`,
      react: '^19.0.0',
      'react-redux': '^9.2.0',
    };
    return { language: 'json', code: JSON.stringify({ dependencies }, null, 2), filename: 'package.json' };
  }
  const shape = fields(random, random.int(2, 5));
  const items = [1, 2].map((n) =>
    Object.fromEntries(shape.map((field) => [field, jsonValue(exampleValue(field, e, n))])),
  );
  const state = {
    [e.camel]: {
      ids: items.map((item) => item.id),
      entities: Object.fromEntries(items.map((item) => [String(item.id), item])),
      status: 'idle',
    },
  };
  return { language: 'json', code: JSON.stringify(state, null, 2) };
}

function jsonValue(literal: string): unknown {
  if (literal.startsWith("'")) return literal.slice(1, -1);
  if (literal === '[]') return [];
  if (literal === 'null') return null;
  if (literal === 'true' || literal === 'false') return literal === 'true';
  return Number(literal);
}

export function yamlSnippet(_random: Random, subject: CodeSubject): Snippet {
  const lines = [
    `name: ${subject.entity.words} tests`,
    'on: [push, pull_request]',
    'jobs:',
    '  test:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - uses: actions/checkout@v4',
    '      - run: npm ci',
    '      - run: npm test',
  ];
  return { language: 'yaml', code: lines.join('\n'), filename: '.github/workflows/test.yml' };
}
