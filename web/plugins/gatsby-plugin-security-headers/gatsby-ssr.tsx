import type { GatsbySSR } from 'gatsby';
import { isValidElement, type ReactElement } from 'react';

type ScriptProps = { id?: string; dangerouslySetInnerHTML?: { __html?: string } };

/** Gatsby's statement naming the page, which it writes into every page with the page's own path. */
const PAGE_PATH = /window\.pagePath=("(?:[^"\\]|\\.)*");/;

/**
 * Gatsby tells its runtime which page this is in an inline script holding the
 * page's path, so every page's script differs and a Content-Security-Policy
 * would need one hash per page. The path moves to an attribute the (now
 * identical) script reads, so one hash serves every page.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  const components = getPostBodyComponents() as ReactElement<ScriptProps>[];
  let replaced = false;
  const updated = components.map((component) => {
    if (!isValidElement<ScriptProps>(component) || component.props.id !== 'gatsby-script-loader') return component;
    const code = component.props.dangerouslySetInnerHTML?.__html ?? '';
    const match = PAGE_PATH.exec(code);
    if (!match?.[1]) return component;
    replaced = true;
    const pagePath = JSON.parse(match[1]) as string;
    const script = code.replace(match[0], 'window.pagePath=document.currentScript.getAttribute("data-page-path");');
    return (
      <script
        key={component.key ?? 'script-loader'}
        id="gatsby-script-loader"
        data-page-path={pagePath}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: Gatsby's own loader script, the same on every page once its path is an attribute
        dangerouslySetInnerHTML={{ __html: script }}
      />
    );
  });
  if (replaced) replacePostBodyComponents(updated);
};
