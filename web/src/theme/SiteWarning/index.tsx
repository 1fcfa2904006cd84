import { baseUrlScript } from './baseUrlScript.ts';
import { loadFailureScript } from './loadFailureScript.ts';
import * as styles from './styles.module.css';

type Props = {
  siteUrl: string;
  /** The route this page was built for; absent on the not-found page, which is served at any path. */
  route?: string;
};

/**
 * Warnings that must work before, or without, React: a page whose scripts failed
 * to load, and a site served from another address than its site settings say.
 * Rendered in <head>; the scripts add their banner to <body> only when needed.
 */
export function SiteWarningScripts({ siteUrl, route }: Props) {
  const [banner = '', title = '', detail = '', button = ''] = [
    styles.banner,
    styles.title,
    styles.detail,
    styles.button,
  ];
  const classes = { banner, title, detail, button };
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script */}
      <script dangerouslySetInnerHTML={{ __html: loadFailureScript(classes) }} />
      {route !== undefined && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, built from site settings
        <script dangerouslySetInnerHTML={{ __html: baseUrlScript({ siteUrl, route, classes }) }} />
      )}
    </>
  );
}
