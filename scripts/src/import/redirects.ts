import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { DEFAULT_REDIRECT_STATUS, redirectRuleProblem } from '@react-redux-docs/schemas';
import { isRecord } from '@react-redux-docs/schemas/is-record';
import type { Diagnostics } from './diagnostics.ts';

/** A rule of the site's redirect list (the `redirects` document), as site.json writes it. */
export interface RedirectRuleJson {
  from: string;
  to: string;
  status: number;
  force: boolean;
  note?: string;
}

/** What Netlify's parser gives for one rule (the fields read here). */
interface ParsedRule {
  from: string;
  to?: string;
  status?: number;
  force?: boolean;
  query?: Record<string, string>;
  conditions?: Record<string, unknown>;
  signed?: string;
  headers?: Record<string, string>;
  proxy?: boolean;
}

const CLIENT_REDIRECTS_PLUGIN = /plugin-client-redirects/;

/**
 * The redirects a Docusaurus site keeps outside its docs, as the site's
 * redirect list, in their order: Netlify `_redirects` files (in the website
 * folder, which a deploy command copies, or in a static folder, which the
 * build copies), then `@docusaurus/plugin-client-redirects`' options
 * (`redirects`, and `createRedirects` asked about every doc route, as the
 * plugin does at build time). A rule the list cannot hold is left out with a
 * warning naming its file and line.
 */
export async function importRedirects(
  input: { siteDir: string; staticDirs: readonly string[]; config?: unknown; configFile?: string; docRoutes: string[] },
  diagnostics: Diagnostics,
): Promise<RedirectRuleJson[]> {
  const files = [input.siteDir, ...input.staticDirs]
    .map((dir) => path.join(dir, '_redirects'))
    .filter((file, index, all) => all.indexOf(file) === index && existsSync(file));
  const rules: RedirectRuleJson[] = [];
  for (const file of files) rules.push(...(await redirectsFile(file, diagnostics)));
  if (input.config !== undefined && input.configFile !== undefined) {
    rules.push(...clientRedirects(input.config, input.configFile, input.docRoutes, diagnostics));
  }
  return rules;
}

async function redirectsFile(file: string, diagnostics: Diagnostics): Promise<RedirectRuleJson[]> {
  const lines = readFileSync(file, 'utf8').split('\n');
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [file],
    configRedirects: [],
    minimal: false,
  });
  // Netlify's parser names the line of a rule it cannot read, and returns the others in file order.
  const unreadable = new Set<number>();
  for (const error of errors as Error[]) {
    const [first = '', ...rest] = String(error.message ?? error).split('\n');
    const line = Number(/line (\d+)/.exec(first)?.[1]);
    if (Number.isInteger(line)) unreadable.add(line);
    const reason = rest.at(-1)?.trim() || first;
    diagnostics.warn(file, `Netlify cannot read this redirect (${reason}); not imported`, {
      ...(Number.isInteger(line) ? { line } : {}),
    });
  }
  const ruleLines: number[] = [];
  const notes = new Map<number, string>();
  let comment: string[] = [];
  lines.forEach((text, index) => {
    const trimmed = text.trim();
    if (trimmed === '') return;
    if (trimmed.startsWith('#')) {
      comment.push(trimmed.replace(/^#+\s*/, ''));
      return;
    }
    if (comment.length > 0) notes.set(index + 1, comment.join(' '));
    comment = [];
    if (!unreadable.has(index + 1)) ruleLines.push(index + 1);
  });
  const parsed = redirects as ParsedRule[];
  const lineOf = (index: number) => (ruleLines.length === parsed.length ? ruleLines[index] : undefined);
  return parsed.flatMap((rule, index) => {
    const line = lineOf(index);
    const at = line === undefined ? {} : { line };
    const warn = (message: string) => {
      diagnostics.warn(file, `redirect ${rule.from} ${rule.to ?? ''}: ${message}; not imported`, at);
      return [];
    };
    if (!rule.from.startsWith('/')) return warn('rules for other host names are set at the host, not in the site');
    if (rule.query && Object.keys(rule.query).length > 0)
      return warn(
        `it matches query parameters (${Object.keys(rule.query).join(', ')}), which the redirect list cannot`,
      );
    if (rule.conditions && Object.keys(rule.conditions).length > 0)
      return warn(`it has conditions (${Object.keys(rule.conditions).join(', ')}), which the redirect list cannot`);
    if (rule.signed) return warn('signed proxy rules are set at the host, not in the site');
    if (rule.headers && Object.keys(rule.headers).length > 0) return warn('rules that send headers are not kept');
    const kept: RedirectRuleJson = {
      from: rule.from,
      to: rule.to ?? '',
      status: rule.status ?? DEFAULT_REDIRECT_STATUS,
      force: rule.force === true,
    };
    if (rule.proxy) return warn('proxying to another site (status 200 to a full address) is not kept');
    const problem = redirectRuleProblem(kept);
    if (problem) return warn(problem.replace(/\.$/, ''));
    const note = line === undefined ? undefined : notes.get(line);
    return [note ? { ...kept, note } : kept];
  });
}

/**
 * `@docusaurus/plugin-client-redirects` writes a page at each old path that sends readers on; here each becomes a
 * 301, which search engines follow too.
 */
function clientRedirects(config: unknown, file: string, docRoutes: string[], diagnostics: Diagnostics) {
  const plugins = isRecord(config) && Array.isArray(config.plugins) ? config.plugins : [];
  const rules: RedirectRuleJson[] = [];
  plugins.forEach((entry: unknown, index) => {
    const [name, options] = Array.isArray(entry) ? entry : [entry, {}];
    if (typeof name !== 'string' || !CLIENT_REDIRECTS_PLUGIN.test(name) || !isRecord(options)) return;
    const at = `plugins[${index}]`;
    const note = 'From the client redirects plugin';
    const add = (from: unknown, to: unknown, where: string) => {
      if (typeof from !== 'string' || typeof to !== 'string') {
        diagnostics.warn(file, `${where}: a redirect needs "from" and "to" paths; not imported`);
        return;
      }
      const rule = { from, to, status: DEFAULT_REDIRECT_STATUS, force: false, note };
      const problem = redirectRuleProblem(rule);
      if (problem)
        diagnostics.warn(file, `${where}: redirect ${from} ${to}: ${problem.replace(/\.$/, '')}; not imported`);
      else rules.push(rule);
    };
    (Array.isArray(options.redirects) ? options.redirects : []).forEach((redirect: unknown, i) => {
      const where = `${at}.redirects[${i}]`;
      const { from, to } = isRecord(redirect) ? redirect : {};
      for (const one of Array.isArray(from) ? from : [from]) add(one, to, where);
    });
    if (typeof options.createRedirects === 'function') {
      const create = options.createRedirects as (existingPath: string) => unknown;
      for (const route of docRoutes) {
        let created: unknown;
        try {
          created = create(`/${route}`);
        } catch (error) {
          diagnostics.warn(file, `${at}.createRedirects failed for /${route}: ${(error as Error).message}`);
          continue;
        }
        for (const from of Array.isArray(created) ? created : created === undefined ? [] : [created]) {
          add(from, `/${route}`, `${at}.createRedirects(/${route})`);
        }
      }
    }
    const fromExtensions = Array.isArray(options.fromExtensions) ? options.fromExtensions : [];
    const others = fromExtensions.filter((extension) => !['html', 'htm'].includes(String(extension)));
    if (others.length > 0)
      diagnostics.warn(file, `${at}.fromExtensions: ${others.join(', ')} not kept (the site answers .html itself)`);
    if (Array.isArray(options.toExtensions) && options.toExtensions.length > 0)
      diagnostics.warn(file, `${at}.toExtensions: not kept; add a redirect for each such address in the Studio`);
  });
  return rules;
}
