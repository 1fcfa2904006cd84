/**
 * The Deploy tool inside the Studio: the Studio's parts (its client, signed in
 * as the editor, and the editor's name) around DeploysList. The deploys come
 * from the site's own function, so the Studio holds no Netlify token; the
 * Rebuild button writes the rebuild request with the editor's session, so
 * only those who may write to the dataset can start a build.
 */
import { Container } from '@sanity/ui';
import { useCallback } from 'react';
import { useClient, useCurrentUser } from 'sanity';
import { deployConfig } from './config.ts';
import { DeploysList } from './DeploysList.tsx';
import { renderEditLink } from './EditLink.tsx';
import { DeployConfigError, describeFailure } from './errors.ts';
import { FailureCard } from './FailureCard.tsx';
import { REBUILD_API_VERSION, writeRebuildRequest } from './rebuildRequest.ts';
import { useStudioUserNames } from './useStudioUserNames.ts';

export function DeployTool() {
  const { deploysUrl } = deployConfig;
  const client = useClient({ apiVersion: REBUILD_API_VERSION });
  const name = useCurrentUser()?.name;
  const requestRebuild = useCallback(() => writeRebuildRequest(client, name), [client, name]);
  const lookUpNames = useStudioUserNames();
  return (
    <Container width={2} padding={4}>
      {deploysUrl ? (
        <DeploysList
          deploysUrl={deploysUrl}
          requestRebuild={requestRebuild}
          lookUpNames={lookUpNames}
          renderLink={renderEditLink}
        />
      ) : (
        <FailureCard failure={describeFailure(new DeployConfigError())} />
      )}
    </Container>
  );
}
