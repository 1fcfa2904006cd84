import type { PageFacts } from './pageFacts.ts';

/** What the site loads besides its own files, from its configuration rather than its pages. */
export type PolicyInputs = {
  /** Every page's facts: the policy allows the union. */
  pages: Iterable<PageFacts>;
  /** The Algolia application the search talks to, when the site searches with Algolia. */
  algolia?: { appId: string; insights: boolean };
  /** Origins a stylesheet of the site uses for `url(data:…)` images. */
  stylesheetDataImages?: boolean;
  /** Origins of scripts loaded after the page (an analytics service), and where they send data. */
  extraScriptOrigins?: readonly string[];
  extraConnectOrigins?: readonly string[];
};

/**
 * The hosts Algolia's search client tries for an application, in its order:
 * the read host, then the three fallbacks; insights events go to their own host.
 */
export function algoliaOrigins(appId: string, insights: boolean): string[] {
  const app = appId.toLowerCase();
  return [
    `https://${app}-dsn.algolia.net`,
    `https://${app}-1.algolianet.com`,
    `https://${app}-2.algolianet.com`,
    `https://${app}-3.algolianet.com`,
    ...(insights ? ['https://insights.algolia.io'] : []),
  ];
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/**
 * The site's Content-Security-Policy: its own files, the inline scripts its
 * pages hold (by hash, so none other runs, and it needs no nonce a static host
 * cannot add), the frames and images its pages show, Algolia's hosts only when
 * it searches with Algolia. Styles may be inline: pages carry their own code
 * colours and React sets style attributes, and a style cannot run code.
 * Nothing may frame the site, and plugins, `<base>` and foreign form targets are off.
 */
export function contentSecurityPolicy(inputs: PolicyInputs): string {
  const hashes = new Set<string>();
  const frames = new Set<string>();
  const images = new Set<string>();
  let dataImages = inputs.stylesheetDataImages ?? false;
  for (const page of inputs.pages) {
    for (const hash of page.scriptHashes) hashes.add(hash);
    for (const found of page.frameOrigins) frames.add(found);
    for (const found of page.imageOrigins) images.add(found);
    dataImages ||= page.dataImages;
  }
  const connect = [
    ...(inputs.algolia ? algoliaOrigins(inputs.algolia.appId, inputs.algolia.insights) : []),
    ...(inputs.extraConnectOrigins ?? []),
  ];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      ["'self'", ...sorted(inputs.extraScriptOrigins ?? []), ...sorted(hashes).map((hash) => `'${hash}'`)],
    ],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", ...(dataImages ? ['data:'] : []), ...sorted(images)]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...sorted(connect)]],
    ['frame-src', frames.size > 0 ? sorted(frames) : ["'none'"]],
    ['worker-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
