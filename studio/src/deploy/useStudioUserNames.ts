/** The Studio's user store as a name lookup for deploy titles (DeploysList and the publish status use it). */
import { useCallback } from 'react';
import { useUserStore } from 'sanity';
import type { LookUpNames } from './useUserNames.ts';

export function useStudioUserNames(): LookUpNames {
  const users = useUserStore();
  return useCallback(
    async (ids: string[]) => {
      const found = await users.getUsers(ids);
      return new Map(found.flatMap((user) => (user?.displayName ? [[user.id, user.displayName] as const] : [])));
    },
    [users],
  );
}
