import Admonition from './Admonition.ts';
import CodeBlock from './CodeBlock.ts';
import Details from './Details.ts';
import Heading from './Heading.ts';
import Link from './Link.ts';

/**
 * `@theme/MDXComponents`: the components Markdown's elements render with. The ones with a stand-in here are
 * theirs; any other element is the HTML element of that name (`components.pre` is `pre`), as the theme's are in
 * the end.
 */
const known: Record<string, unknown> = {
  a: Link,
  admonition: Admonition,
  CodeBlock,
  Details,
  details: Details,
  Heading,
};

const MDXComponents = new Proxy(known, {
  get: (target, key) => (typeof key === 'string' ? (target[key] ?? key) : undefined),
});

export default MDXComponents;
