import { DEFAULT_REDIRECT_STATUS, redirectRuleProblem } from '@react-redux-docs/schemas';
import { isRecord } from '@react-redux-docs/schemas/is-record';
import type { Diagnostics } from '../diagnostics.ts';
import type { RedirectRuleJson } from './types.ts';

const CLIENT_REDIRECTS_PLUGIN = /plugin-client-redirects/;

/**
 * `@docusaurus/plugin-client-redirects` writes a page at each old path that sends readers on; here each becomes a
 * 301, which search engines follow too.
 */
export function clientRedirects(config: unknown, file: string, docRoutes: string[], diagnostics: Diagnostics) {
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
