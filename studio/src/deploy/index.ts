/**
 * The Deploy tool: the site's latest Netlify deploys and a Rebuild button for
 * editors. Add `deployTool()` to the Studio's plugins; set it up as
 * docs/operators.md says (SANITY_STUDIO_SITE_URL when building the
 * Studio; NETLIFY_API_TOKEN, SITE_ID and STUDIO_ORIGIN on the site; the
 * publish webhook's filter and projection from `npm run webhook:setup`).
 */
import { definePlugin } from 'sanity';
import { DeployIcon } from './DeployIcon.tsx';
import { DeployTool } from './DeployTool.tsx';

export const deployTool = definePlugin({
  name: 'react-redux-docs-deploy',
  tools: [{ name: 'deploy', title: 'Deploy', icon: DeployIcon, component: DeployTool }],
});
